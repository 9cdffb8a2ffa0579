import type { ReactNode } from 'react';
import { MONTH_NAMES } from '@domain/scholarships/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { useChildOverview, type ChildOverview } from '@client/shared/family/api/use-family';
import { Button } from '@client/ui/button';
import { formatLocalDateTime, formatUsd, formatUsdOrNotReported } from '@client/ui/format';
import { SourceLine } from '@client/ui/source-line';

/*
 * One linked child's plan, read-only (issue 20): progress, results, the financial plan with its
 * grade and earnings horizon, the college list with net prices and their sources, saved
 * scholarships and upcoming mentor meetings.
 */

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="mt-1 text-slate-700">{children}</p>;

function ProgressPart({ progress }: { progress: ChildOverview['progress'] }) {
  return (
    <Part title={`Progress: ${progress.percent}% complete`}>
      <ul className="mt-2 space-y-1">
        {progress.steps.map((step) => (
          <li key={step.id}>
            <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
            {step.label}: <span className="font-semibold">{step.done ? 'done' : 'not yet'}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function ResultsPart({ results }: { results: ChildOverview['results'] }) {
  if (!results.hollandCode && results.topMajors.length === 0)
    return (
      <Part title="Results">
        <Empty>No career quiz result yet.</Empty>
      </Part>
    );
  return (
    <Part title="Results">
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-sm text-slate-700">Interest profile (Holland code)</dt>
          <dd className="font-semibold">{results.hollandCode ?? 'Not recorded'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Top careers</dt>
          <dd className="font-semibold break-words">
            {results.topCareers.length ? results.topCareers.map((c) => c.title).join(', ') : 'None yet'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Top majors</dt>
          <dd className="font-semibold break-words">{results.topMajors.length ? results.topMajors.join(', ') : 'None yet'}</dd>
        </div>
      </dl>
    </Part>
  );
}

function FinancesPart({ finances }: { finances: ChildOverview['finances'] }) {
  if (!finances)
    return (
      <Part title="Financial expectations">
        <Empty>Not filled in yet.</Empty>
      </Part>
    );
  return (
    <Part title="Financial expectations">
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-sm text-slate-700">Expected income (the student&apos;s figure)</dt>
          <dd className="font-semibold">
            {formatUsd(finances.monthlyIncome)} a month ({finances.earningsHorizonLabel})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Planned student debt</dt>
          <dd className="font-semibold">{formatUsd(finances.plannedDebt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Financial grade</dt>
          <dd className="font-semibold">
            {finances.risk ? `${finances.grade} (${finances.risk} risk), income: ${finances.earningsHorizonLabel}` : 'Not graded yet'}
          </dd>
        </div>
      </dl>
    </Part>
  );
}

function CollegesPart({ colleges }: { colleges: ChildOverview['colleges'] }) {
  return (
    <Part title="College list">
      {colleges.length === 0 ? (
        <Empty>No colleges saved yet.</Empty>
      ) : (
        <ul className="mt-2 space-y-3">
          {colleges.map((college) => (
            <li key={college.unitId}>
              <p className="font-semibold break-words">{college.name}</p>
              <p className="text-sm text-slate-700">
                {college.city ? `${college.city}, ` : ''}
                {college.state} · Average net price per year: {formatUsdOrNotReported(college.averageNetPrice)}
              </p>
              <SourceLine source={college.source} />
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function ScholarshipsPart({ scholarships }: { scholarships: ChildOverview['scholarships'] }) {
  return (
    <Part title="Saved scholarships">
      {scholarships.length === 0 ? (
        <Empty>No scholarships saved yet.</Empty>
      ) : (
        <ul className="mt-2 space-y-2">
          {scholarships.map((item) => {
            const month = item.usualDeadlineMonth === null ? null : MONTH_NAMES[item.usualDeadlineMonth - 1];
            return (
              <li key={item.id}>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-2 break-words"
                >
                  {item.name}
                  <span className="sr-only"> (opens the sponsor&apos;s site in a new tab)</span>
                </a>
                <p className="text-sm text-slate-700">
                  {item.sponsor} · {item.amount} · {month ? `usually due in ${month}` : 'deadline varies'}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Part>
  );
}

const MEETING_STATUS = { requested: 'requested', rescheduled: 'new time proposed', accepted: 'confirmed' } as const;

function MeetingsPart({ meetings }: { meetings: ChildOverview['meetings'] }) {
  return (
    <Part title="Upcoming mentor meetings">
      {meetings.length === 0 ? (
        <Empty>No meetings coming up.</Empty>
      ) : (
        <ul className="mt-2 space-y-2">
          {meetings.map((meeting) => (
            <li key={`${meeting.startsAt}-${meeting.topic}`}>
              <p className="font-semibold break-words">{meeting.topic}</p>
              <p className="text-sm text-slate-700">
                {formatLocalDateTime(meeting.startsAt)} with {meeting.professional.fullName}, {meeting.professional.jobTitle} (
                {MEETING_STATUS[meeting.status]})
              </p>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function ChildOverviewView({ linkId, name }: { linkId: string; name: string }) {
  const overview = useChildOverview(linkId);
  if (overview.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        Loading {name}&apos;s plan…
      </p>
    );
  if (overview.isError) {
    const gone = overview.error instanceof ApiError && overview.error.status === 404;
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{gone ? `You are no longer linked to ${name}.` : `${name}'s plan could not be loaded.`}</p>
        {gone ? null : (
          <Button variant="secondary" className="mt-2" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  const data = overview.data;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <ProgressPart progress={data.progress} />
      <ResultsPart results={data.results} />
      <FinancesPart finances={data.finances} />
      <CollegesPart colleges={data.colleges} />
      <ScholarshipsPart scholarships={data.scholarships} />
      <MeetingsPart meetings={data.meetings} />
    </div>
  );
}
