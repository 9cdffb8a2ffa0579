import { BASIS_LABELS, FIELD_LABELS, GRADE_LEVEL_LABELS } from '@domain/scholarships/schemas';
import type { SessionState } from '@client/shared/session/use-session';
import type { ScholarshipDto } from './api/use-scholarship-search';
import { monthName } from './format';
import { formatIsoDay } from '@client/ui/format';
import { SaveToggle } from './save-toggle';

export function ScholarshipCard({ scholarship, session }: { scholarship: ScholarshipDto; session: SessionState }) {
  const month = monthName(scholarship.usualDeadlineMonth);
  const headingId = `scholarship-${scholarship.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <h4 id={headingId} className="text-lg font-bold text-slate-900">
        {scholarship.name}
      </h4>
      <p className="text-sm text-slate-700">{scholarship.sponsor}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Award</dt>
          <dd className="font-semibold text-slate-900">{scholarship.amount}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Usual deadline</dt>
          <dd className="font-semibold text-slate-900">{month ?? "Varies: check the sponsor's site"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Who can apply</dt>
          <dd>{scholarship.gradeLevels.map((level) => GRADE_LEVEL_LABELS[level]).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Field</dt>
          <dd>{scholarship.fields.map((field) => FIELD_LABELS[field]).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Based on</dt>
          <dd>{scholarship.basis ? BASIS_LABELS[scholarship.basis] : 'Not stated by the sponsor'}</dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-800">{scholarship.eligibility}</p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <a
          href={scholarship.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Visit the sponsor's site<span className="sr-only"> for {scholarship.name} (opens in a new tab)</span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ml-1 h-4 w-4">
            <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
            <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
          </svg>
        </a>
        <SaveToggle scholarship={scholarship} session={session} />
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Checked {formatIsoDay(scholarship.source.checked)} on{' '}
        <a
          href={scholarship.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-brand-800"
        >
          {scholarship.source.publisher}, “{scholarship.source.title}”<span className="sr-only"> (opens in a new tab)</span>
        </a>
        . Deadlines move each year: confirm on the sponsor's site.
      </p>
    </article>
  );
}
