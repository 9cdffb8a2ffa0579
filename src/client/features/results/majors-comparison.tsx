import { Link } from 'react-router';
import type { RowSource } from '@domain/catalog/schemas';
import { financialGrade } from '@domain/finance/grade';
import { assessMajorDebt, COSTLY_MAJOR_RATIO } from '@domain/finance/payment-share';
import { formatRatio, formatUsd } from '@client/ui/format';
import type { MatchedMajor } from './match-majors';

const NOT_REPORTED = 'not reported';

const money = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));

function sourceKey(source: RowSource) {
  return `${source.name}|${source.year}|${source.url}`;
}

type Row = MatchedMajor & {
  assessment: ReturnType<typeof assessMajorDebt>;
  /** The student's planned debt against this major's typical earnings. */
  personal: ReturnType<typeof financialGrade>;
};

function rowsFor(matched: readonly MatchedMajor[], plannedDebt: number | null): Row[] {
  return matched.map((entry) => {
    const earnings = entry.major?.medianEarnings ?? null;
    return {
      ...entry,
      assessment: assessMajorDebt(entry.major?.medianDebt, earnings),
      personal: financialGrade(earnings === null ? null : earnings / 12, plannedDebt),
    };
  });
}

/** The student's majors: typical earnings against typical debt, as bars and a table, with warnings for costly ones. */
export function MajorsComparison({ matched, plannedDebt }: { matched: readonly MatchedMajor[]; plannedDebt: number | null }) {
  const rows = rowsFor(matched, plannedDebt);
  const charted = rows.filter((row) => row.major && row.major.medianEarnings !== null && row.major.medianDebt !== null);
  const scale = Math.max(1, ...charted.flatMap((row) => [row.major?.medianEarnings ?? 0, row.major?.medianDebt ?? 0]));
  const sources = new Map<string, RowSource>();
  for (const row of rows) if (row.major) sources.set(sourceKey(row.major.source), row.major.source);

  const costly = rows.filter((row) => row.assessment.status === 'costly');
  const personalRisk = rows.filter((row) => row.personal.debtToIncome !== null && row.personal.debtToIncome > COSTLY_MAJOR_RATIO + 1e-9);
  const chartSummary = charted
    .map(
      (row) =>
        `${row.major?.name}: typical earnings ${money(row.major?.medianEarnings ?? null)} a year, typical debt ${money(row.major?.medianDebt ?? null)}`,
    )
    .join('; ');

  return (
    <section aria-labelledby="majors-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="majors-heading" className="text-2xl font-bold">
        Your majors: earnings and debt
      </h2>
      <p className="mt-2 text-slate-700">
        What graduates of each major typically earn in a year and typically owe in federal loans. A major that pays well for the debt it
        takes is a safer bet.
      </p>

      {charted.length > 0 ? (
        <figure className="mt-6">
          <div role="img" aria-label={`Bar chart of typical earnings and debt. ${chartSummary}.`} className="space-y-4">
            {charted.map((row) => (
              <div key={row.name}>
                <p className="font-semibold">{row.major?.name}</p>
                <div className="mt-1 grid grid-cols-[4.5rem_1fr] items-center gap-x-2 gap-y-1 text-sm">
                  <span className="text-slate-700">Earnings</span>
                  <span className="flex items-center gap-2">
                    <span className="h-4 rounded bg-brand-700" style={{ width: `${((row.major?.medianEarnings ?? 0) / scale) * 85}%` }} />
                    <span className="tabular-nums">{money(row.major?.medianEarnings ?? null)}</span>
                  </span>
                  <span className="text-slate-700">Debt</span>
                  <span className="flex items-center gap-2">
                    <span
                      className={`h-4 rounded ${row.assessment.status === 'costly' ? 'bg-red-700' : 'bg-amber-600'}`}
                      style={{ width: `${((row.major?.medianDebt ?? 0) / scale) * 85}%` }}
                    />
                    <span className="tabular-nums">{money(row.major?.medianDebt ?? null)}</span>
                  </span>
                </div>
              </div>
            ))}
          </div>
          <figcaption className="mt-3 text-sm text-slate-700">
            Bars share one scale. Majors with a figure not reported are left out of the chart and kept in the table.
          </figcaption>
        </figure>
      ) : null}

      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="majors-table-caption">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id="majors-table-caption" className="sr-only">
            Typical earnings and debt for your majors, with grades
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Major
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical earnings a year
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical debt
              </th>
              <th scope="col" className="py-2 pr-3">
                Debt ÷ earnings (grade)
              </th>
              <th scope="col" className="py-2">
                Your planned debt ÷ these earnings (grade)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.major?.name ?? row.name}
                  {row.major === null ? (
                    <span className="block text-xs font-normal text-slate-700">Not in our majors data: figures not reported</span>
                  ) : null}
                  {row.major?.source.estimate ? <span className="block text-xs font-normal text-slate-700">Estimate</span> : null}
                </th>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianEarnings ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianDebt ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {row.assessment.ratio === null ? NOT_REPORTED : `${formatRatio(row.assessment.ratio)} (${row.assessment.grade.grade})`}
                  {row.assessment.status === 'costly' ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Costly</span>
                  ) : null}
                </td>
                <td className="py-2 tabular-nums">
                  {row.personal.debtToIncome === null
                    ? plannedDebt === null
                      ? 'add your planned debt'
                      : NOT_REPORTED
                    : `${formatRatio(row.personal.debtToIncome)} (${row.personal.grade})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {sources.size > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {[...sources.values()].map((source, index) => (
            <span key={sourceKey(source)}>
              {index === 0 ? (sources.size === 1 ? 'Source: ' : 'Sources: ') : '; '}
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {source.name}, {source.year}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              {source.estimate ? ' (estimate derived by Waypoint)' : ''}
            </span>
          ))}
          . See every major on the{' '}
          <Link to="/outcomes" className="font-medium text-brand-800 underline underline-offset-2">
            earnings and debt by major
          </Link>{' '}
          page.
        </p>
      ) : null}

      <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h3 className="font-semibold text-amber-950">Warnings</h3>
        <p className="mt-1 text-sm text-amber-950">
          How we flag a costly major: when graduates&apos; typical debt is more than {COSTLY_MAJOR_RATIO} times their typical yearly
          earnings, past grade B+ on the grade table. The same rule applies to your own planned debt against each major&apos;s typical
          earnings.
        </p>
        {costly.length === 0 && personalRisk.length === 0 ? (
          <p className="mt-2 text-sm font-medium text-amber-950">None of your majors crosses that line.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
            {costly.map((row) => (
              <li key={`costly-${row.name}`}>
                <strong>{row.major?.name}</strong> is costly: typical debt of {money(row.major?.medianDebt ?? null)} against typical
                earnings of {money(row.major?.medianEarnings ?? null)} a year (ratio {formatRatio(row.assessment.ratio ?? 0)}, grade{' '}
                {row.assessment.grade.grade}, {row.assessment.grade.risk} risk).
              </li>
            ))}
            {personalRisk.map((row) => (
              <li key={`personal-${row.name}`}>
                Your planned debt of {money(plannedDebt)} is {formatRatio(row.personal.debtToIncome ?? 0)} times the typical earnings of{' '}
                <strong>{row.major?.name}</strong> graduates (grade {row.personal.grade}, {row.personal.risk} risk). Consider borrowing less
                or a cheaper path.
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
