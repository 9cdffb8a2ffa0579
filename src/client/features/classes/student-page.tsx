import { Link, useParams } from 'react-router';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { formatIsoDay, formatUsd, formatUsdOrNotReported, sourceText } from '@client/ui/format';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useStudentDetail, type StudentDetail } from './api';

/** /educator/classes/:id/students/:memberId: one member's results and plan, read-only; never messages, conversations or contact details. */

function Detail({ data }: { data: StudentDetail }) {
  return (
    <>
      <PageSection title="Progress">
        <p className="mt-2 text-lg font-semibold">{data.progress.percent}% done</p>
        <ul className="mt-2 space-y-1">
          {data.progress.steps.map((step) => (
            <li key={step.id}>
              {step.done ? '✓' : '○'} {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (not done)'}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-slate-700">Premium assessment: {data.premiumDone ? 'done' : 'not done'}</p>
      </PageSection>
      <PageSection title="Career quiz results">
        {data.results.hollandCode ? (
          <>
            <p className="mt-2">
              Holland code: <span className="font-mono font-semibold">{data.results.hollandCode}</span>
            </p>
            <p className="mt-2">Top careers: {data.results.topCareers.map((career) => career.title).join(', ') || '—'}</p>
            <p className="mt-2">Top majors: {data.results.topMajors.join(', ') || '—'}</p>
          </>
        ) : (
          <p className="mt-2 text-slate-700">Not taken yet.</p>
        )}
      </PageSection>
      <PageSection title="Financial expectations">
        {data.finances ? (
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            <dt className="font-semibold">Expected income a month ({data.finances.earningsHorizonLabel}, the student&apos;s own figure)</dt>
            <dd>{formatUsd(data.finances.monthlyIncome)}</dd>
            <dt className="font-semibold">Planned debt (the student&apos;s own figure)</dt>
            <dd>{formatUsd(data.finances.plannedDebt)}</dd>
            <dt className="font-semibold">Financial grade</dt>
            <dd>
              {data.finances.grade}
              {data.finances.risk ? ` (${data.finances.risk} risk)` : ''}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-slate-700">Not filled in yet.</p>
        )}
      </PageSection>
      <PageSection title="College list">
        {data.colleges.length === 0 ? (
          <p className="mt-2 text-slate-700">No colleges saved yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.colleges.map((college) => (
              <li key={college.unitId}>
                <span className="font-semibold">{college.name}</span>, {college.city ? `${college.city}, ` : ''}
                {college.state} · average net price {formatUsdOrNotReported(college.averageNetPrice)} a year
                <span className="block text-xs text-slate-700">Source: {sourceText(college.source)}</span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection title="Saved scholarships">
        {data.scholarships.length === 0 ? (
          <p className="mt-2 text-slate-700">None saved yet.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {data.scholarships.map((scholarship) => (
              <li key={scholarship.id}>
                {scholarship.name} ({scholarship.sponsor}): {scholarship.amount}
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}

export function ClassStudentPage() {
  const { id = '', memberId = '' } = useParams();
  const detail = useStudentDetail(id, memberId);
  usePageTitle(detail.data ? detail.data.student.name : 'Student');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p>
        <Link to={`/educator/classes/${id}`} className="font-semibold text-brand-800 underline underline-offset-2">
          ← Back to the class
        </Link>
      </p>
      {detail.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading…
        </p>
      ) : detail.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">Student</h1>
          <div className="mt-4">
            <Alert>
              {detail.error instanceof ApiError && detail.error.status === 404
                ? 'This student is not in the class (they may have left it).'
                : detail.error instanceof ApiError
                  ? detail.error.message
                  : 'The student could not be loaded.'}
            </Alert>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold break-words">{detail.data.student.name}</h1>
          <p className="text-slate-700">
            In the class since {formatIsoDay(detail.data.student.joinedAt)}. Read-only; the student can see that you looked.
          </p>
          <Detail data={detail.data} />
        </>
      )}
    </div>
  );
}
