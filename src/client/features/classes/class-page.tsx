import { Link, useParams } from 'react-router';
import { gradeLevelLabel } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useClass } from './api';
import { AssignmentsSection } from './assignments-section';
import { ClassTotalsView } from './class-totals';
import { RosterTable } from './roster-table';

/** /educator/classes/:id: the roster, the class totals, assignments, the CSV export and a print view. */
export function ClassPage() {
  const { id = '' } = useParams();
  const cls = useClass(id);
  usePageTitle(cls.data ? cls.data.name : 'Class');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="print:hidden">
        <Link to="/educator" className="font-semibold text-brand-800 underline underline-offset-2">
          ← My classes
        </Link>
      </p>
      {cls.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading the class…
        </p>
      ) : cls.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">Class</h1>
          <div className="mt-4">
            <Alert>{cls.error instanceof ApiError ? cls.error.message : 'The class could not be loaded.'}</Alert>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold break-words">{cls.data.name}</h1>
          <p className="text-slate-700">
            {cls.data.schoolYear} · {gradeLevelLabel(cls.data.gradeLevel)} · {cls.data.members}{' '}
            {cls.data.members === 1 ? 'student' : 'students'}
            {cls.data.archived ? ' · archived' : ''}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Each time you open the roster or a student&apos;s page, the student can see that you looked.
          </p>
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <a
              href={`/api/educator/classes/${id}/roster.csv`}
              download
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800"
            >
              Download the roster (CSV)
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
          <PageSection title="Roster">
            <RosterTable classId={id} />
          </PageSection>
          <PageSection title="Class totals">
            <ClassTotalsView classId={id} />
          </PageSection>
          <AssignmentsSection classId={id} archived={cls.data.archived} />
        </>
      )}
    </div>
  );
}
