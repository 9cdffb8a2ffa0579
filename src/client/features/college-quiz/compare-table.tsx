import type { ReactNode } from 'react';
import type { CollegeMatch } from '@domain/catalog/college-match';
import { collegeEarningsHorizon } from '@domain/catalog/college-earnings';
import { collegeSize } from '@domain/catalog/schemas';
import { limitedDataNote } from '@domain/catalog/thin-estimate';
import { SaveCollegeButton } from '@client/shared/saved-lists/save-button';
import { Button } from '@client/ui/button';
import { formatCount, formatShareOrNotReported, formatUsdOrNotReported, NOT_REPORTED } from '@client/ui/format';
import { ADMISSION_LABELS, CONTROL_WORDS, gradeText, LOCALE_WORDS, place } from './match-labels';

type Row = { label: string; value: (match: CollegeMatch) => ReactNode };

function rowsFor(yearsOfStudy: number): Row[] {
  return [
    { label: 'Location', value: (m) => place(m.college) },
    { label: 'Kind', value: (m) => CONTROL_WORDS[m.college.control] },
    {
      label: 'Size',
      value: (m) => {
        const size = collegeSize(m.college.undergraduates);
        return size ? `${size} (${formatCount(m.college.undergraduates ?? 0)})` : NOT_REPORTED;
      },
    },
    { label: 'Setting', value: (m) => (m.college.locale ? LOCALE_WORDS[m.college.locale] : NOT_REPORTED) },
    { label: 'Admission', value: (m) => ADMISSION_LABELS[m.label].text },
    {
      label: 'Admission rate',
      value: (m) =>
        m.college.admissionRate === null ? 'open admission or not reported' : formatShareOrNotReported(m.college.admissionRate),
    },
    { label: 'Net price per year', value: (m) => formatUsdOrNotReported(m.college.averageNetPrice) },
    {
      label: `Total net price, ${yearsOfStudy} ${yearsOfStudy === 1 ? 'year' : 'years'} (estimate)`,
      value: (m) => formatUsdOrNotReported(m.estimatedNetCost),
    },
    { label: 'Students who finish', value: (m) => formatShareOrNotReported(m.college.completionRate) },
    {
      label: 'Median debt of graduates',
      value: (m) => `${formatUsdOrNotReported(m.college.medianDebt)}${limitedDataNote(m.college.source, 'debt')}`,
    },
    {
      label: 'Median earnings of graduates',
      value: (m) =>
        m.college.medianEarnings === null
          ? NOT_REPORTED
          : `${formatUsdOrNotReported(m.college.medianEarnings)} (${collegeEarningsHorizon(m.college.source)})${limitedDataNote(m.college.source, 'earnings')}`,
    },
    { label: 'Financial grade (estimate)', value: (m) => gradeText(m) },
    { label: 'Fit score', value: (m) => `${m.score} of 100` },
  ];
}

/**
 * On a phone the chosen colleges are cards, one under another, each with the same rows (issue 17: the side-by-side table
 * ran off a 390 px screen); from the sm breakpoint up they are the table.
 */
function CompareCards({
  matches,
  yearsOfStudy,
  onRemove,
}: {
  matches: readonly CollegeMatch[];
  yearsOfStudy: number;
  onRemove: (unitId: number) => void;
}) {
  return (
    <ul className="mt-4 space-y-3 sm:hidden" aria-label={`Comparing ${matches.length} colleges`}>
      {matches.map((match) => (
        <li key={match.college.unitId} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h3 className="text-base font-semibold">{match.college.name}</h3>
          <dl className="mt-2 space-y-1">
            {rowsFor(yearsOfStudy).map((row) => (
              <div key={row.label} className="flex justify-between gap-3">
                <dt className="text-slate-700">{row.label}</dt>
                <dd className="text-right font-medium">{row.value(match)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <SaveCollegeButton college={match.college} />
            <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => onRemove(match.college.unitId)}>
              Remove<span className="sr-only"> {match.college.name} from the comparison</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Up to four chosen colleges side by side (stacked cards on a phone). */
export function CompareTable({
  matches,
  yearsOfStudy,
  onRemove,
}: {
  matches: readonly CollegeMatch[];
  yearsOfStudy: number;
  onRemove: (unitId: number) => void;
}) {
  return (
    <>
      <CompareCards matches={matches} yearsOfStudy={yearsOfStudy} onRemove={onRemove} />
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption id="compare-caption" className="px-4 pt-4 text-left text-lg font-bold">
            Comparing {matches.length} colleges
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className="p-3" />
              {matches.map((match) => (
                <th key={match.college.unitId} scope="col" className="p-3 align-top text-base font-semibold">
                  {match.college.name}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <SaveCollegeButton college={match.college} />
                    <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => onRemove(match.college.unitId)}>
                      Remove<span className="sr-only"> {match.college.name} from the comparison</span>
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsFor(yearsOfStudy).map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="p-3 font-medium text-slate-700">
                  {row.label}
                </th>
                {matches.map((match) => (
                  <td key={match.college.unitId} className="p-3">
                    {row.value(match)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
