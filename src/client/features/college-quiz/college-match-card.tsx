import type { ReactNode } from 'react';
import type { CollegeMatch } from '@domain/catalog/college-match';
import { collegeEarningsLabel } from '@domain/catalog/college-earnings';
import { collegeSize } from '@domain/catalog/schemas';
import { limitedDataNote } from '@domain/catalog/thin-estimate';
import { SaveCollegeButton } from '@client/shared/saved-lists/save-button';
import { formatCount, formatShareOrNotReported, formatUsdOrNotReported, NOT_REPORTED } from '@client/ui/format';
import { ADMISSION_LABELS, CONTROL_WORDS, earningsBasisText, gradeText, LOCALE_WORDS, place, websiteHref } from './match-labels';

const LIMITED_NOTE = 'Limited data: few programs report, or one program dominates';

function Figure({ term, children, note }: { term: string; children: ReactNode; note?: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
      {note ? <dd className="text-xs text-slate-700">{note}</dd> : null}
    </div>
  );
}

export function AdmissionBadge({ match }: { match: CollegeMatch }) {
  const label = ADMISSION_LABELS[match.label];
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${label.className}`}>
      {label.text}
      <span className="sr-only">: {label.meaning}</span>
    </span>
  );
}

type Props = {
  match: CollegeMatch;
  rank: number;
  yearsOfStudy: number;
  compared: boolean;
  onCompareChange: (checked: boolean) => void;
  /** The card that "Show more" reveals first takes focus. */
  headingRef?: (element: HTMLHeadingElement | null) => void;
};

export function CollegeMatchCard({ match, rank, yearsOfStudy, compared, onCompareChange, headingRef }: Props) {
  const { college } = match;
  const size = collegeSize(college.undergraduates);
  const website = websiteHref(college.url);
  const details = [
    CONTROL_WORDS[college.control],
    size ? `${size} (${formatCount(college.undergraduates ?? 0)} undergraduates)` : 'size not reported',
    college.locale ? LOCALE_WORDS[college.locale].toLowerCase() : 'setting not reported',
  ];
  return (
    <article
      className={`rounded-xl border bg-white p-4 sm:p-5 ${compared ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none focus-visible:outline-3 focus-visible:outline-brand-700"
          >
            <span className="text-slate-600">{rank}. </span>
            {college.name}
          </h3>
          <p className="text-slate-700">
            {place(college)} · {details.join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AdmissionBadge match={match} />
          <span className="rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800">Fit {match.score} of 100</span>
        </div>
      </div>

      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure term="Average net price per year">{formatUsdOrNotReported(college.averageNetPrice)}</Figure>
        <Figure
          term={`Total net price for ${yearsOfStudy} ${yearsOfStudy === 1 ? 'year' : 'years'}`}
          note={match.estimatedNetCost === null ? undefined : 'Estimate: yearly price × years'}
        >
          {formatUsdOrNotReported(match.estimatedNetCost)}
        </Figure>
        <Figure term="Students who finish">{formatShareOrNotReported(college.completionRate)}</Figure>
        <Figure term="Median debt of graduates" note={limitedDataNote(college.source, 'debt') ? LIMITED_NOTE : undefined}>
          {formatUsdOrNotReported(college.medianDebt)}
        </Figure>
        <Figure
          term={collegeEarningsLabel(college.source, college.medianEarnings)}
          note={limitedDataNote(college.source, 'earnings') ? LIMITED_NOTE : undefined}
        >
          {formatUsdOrNotReported(college.medianEarnings)}
        </Figure>
        <Figure term="Admission rate">
          {college.admissionRate === null ? 'open admission or not reported' : formatShareOrNotReported(college.admissionRate)}
        </Figure>
      </dl>

      <div className="mt-4 rounded-lg bg-slate-50 p-3">
        <p className="font-semibold">Financial grade: {gradeText(match)}</p>
        <p className="mt-1 text-sm text-slate-700">
          Estimate: the median debt ({formatUsdOrNotReported(match.estimatedDebt)}) compared with a year&apos;s earnings (
          {match.expectedEarnings === null
            ? NOT_REPORTED
            : `${formatUsdOrNotReported(match.expectedEarnings)}, ${earningsBasisText(match)}`}
          ).
        </p>
      </div>

      {match.reasons.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">Why it is on your list</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-700">
          {/* The list cites its sources once, under it (issue 17: a citation on every card made the results very long). */}
          {college.source.estimate ? 'Figures include Waypoint estimates. ' : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-brand-800">
              College website<span className="sr-only"> of {college.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <SaveCollegeButton college={college} />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input
              type="checkbox"
              checked={compared}
              onChange={(event) => onCompareChange(event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            Compare<span className="sr-only"> {college.name}</span>
          </label>
        </div>
      </div>
    </article>
  );
}
