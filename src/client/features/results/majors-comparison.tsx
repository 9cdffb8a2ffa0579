import { Link } from 'react-router';
import type { RowSource } from '@domain/catalog/schemas';
import { EARNINGS_HORIZON_LABELS, type EarningsHorizon } from '@domain/finance/earnings-horizon';
import { MajorsBars } from './majors-bars';
import { MajorsTable } from './majors-table';
import { MajorsWarnings } from './majors-warnings';
import { MAJOR_HORIZON, rowsFor, sourceKey } from './major-rows';
import type { MatchedMajor } from './match-majors';

/** The student's majors: typical earnings against typical debt, as bars and a table, with warnings for costly ones. */
export function MajorsComparison({
  matched,
  plannedDebt,
  horizon,
}: {
  matched: readonly MatchedMajor[];
  plannedDebt: number | null;
  /** The horizon the student's income plans on; the majors' figures are early career whatever it is. */
  horizon: EarningsHorizon;
}) {
  const rows = rowsFor(matched, plannedDebt);
  const charted = rows.filter((row) => row.major && row.major.medianEarnings !== null && row.major.medianDebt !== null);
  const sources = new Map<string, RowSource>();
  for (const row of rows) if (row.major) sources.set(sourceKey(row.major.source), row.major.source);

  return (
    <section aria-labelledby="majors-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="majors-heading" className="text-2xl font-bold">
        Your majors: earnings and debt
      </h2>
      <p className="mt-2 text-slate-700">
        What graduates of each major typically earn in a year, in the {MAJOR_HORIZON}, and typically owe in federal loans. A major that pays
        well for the debt it takes is a safer bet.
      </p>
      {horizon === 'all-workers' ? (
        <p className="mt-2 text-sm text-slate-700">
          Your income plans on the {EARNINGS_HORIZON_LABELS['all-workers'].short}; our data has no such figure by major, so each major is
          shown, and graded against your planned debt, on its earnings in the {MAJOR_HORIZON}.
        </p>
      ) : null}

      {charted.length > 0 ? <MajorsBars charted={charted} /> : null}

      <MajorsTable rows={rows} plannedDebt={plannedDebt} />

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

      <MajorsWarnings rows={rows} plannedDebt={plannedDebt} />
    </section>
  );
}
