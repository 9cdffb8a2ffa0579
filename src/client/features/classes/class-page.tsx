import { Link, useParams } from '@client/shared/routing';
import { gradeLevelText, studentCount } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useClass } from './api';
import { AssignmentsSection } from './assignments-section';
import { ClassTotalsView } from './class-totals';
import { NotJoinedSection } from './not-joined-section';
import { RosterTable } from './roster-table';
import { TimeZoneForm } from './time-zone-form';

/** /educator/classes/:id: the roster, the school roster's students not joined yet, the class totals, assignments, the CSV export and a print view. */
export function ClassPage() {
  const { id = '' } = useParams();
  const t = useT('classes');
  const cls = useClass(id);
  usePageTitle(cls.data ? cls.data.name : t('classes.class'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="print:hidden">
        <Link to="/educator" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('classes.backToMyClasses')}
        </Link>
      </p>
      {cls.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('classes.loadingClass')}
        </p>
      ) : cls.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">{t('classes.class')}</h1>
          <div className="mt-4">
            <Alert>{cls.error instanceof ApiError ? codedErrorText(t, cls.error) : t('classes.classLoadFailed')}</Alert>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold break-words">{cls.data.name}</h1>
          <p className="text-slate-700">
            {cls.data.schoolYear} · {gradeLevelText(t, cls.data.gradeLevel)} · {studentCount(t, cls.data.members)}
            {cls.data.archived ? t('classes.archivedSuffix') : ''}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t('classes.lookedNote')}</p>
          <TimeZoneForm cls={cls.data} />
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <a
              href={`/api/educator/classes/${id}/roster.csv`}
              download
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800"
            >
              {t('classes.downloadCsv')}
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('classes.print')}
            </Button>
          </div>
          <PageSection title={t('classes.roster')}>
            <RosterTable classId={id} />
          </PageSection>
          <NotJoinedSection classId={id} />
          <PageSection title={t('classes.classTotals')}>
            <ClassTotalsView classId={id} />
          </PageSection>
          <AssignmentsSection classId={id} archived={cls.data.archived} />
        </>
      )}
    </div>
  );
}
