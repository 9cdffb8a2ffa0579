import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RowSource } from '@domain/catalog/schemas';
import { COSTLY_MAJOR_RATIO } from '@domain/finance/payment-share';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { useMajors } from '@client/shared/lib/use-majors';
import { formatRatio, formatUsd } from '@client/ui/format';
import { outcomeRows, sortOutcomeRows, type OutcomeRow, type SortDirection, type SortKey } from './outcome-rows';
import { OutcomesChart } from './outcomes-chart';

const NOT_REPORTED = 'not reported';
const money = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));
/** Majors' earnings are College Scorecard field-of-study figures: the first year after graduation, by nature. */
const MAJOR_HORIZON = EARNINGS_HORIZON_LABELS['early-career'].short;

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Major', numeric: false },
  { key: 'medianEarnings', label: `Typical earnings a year (${MAJOR_HORIZON})`, numeric: true },
  { key: 'medianDebt', label: 'Typical debt', numeric: true },
  { key: 'ratio', label: 'Debt ÷ earnings (grade)', numeric: true },
];

const sourceKey = (source: RowSource) => `${source.name}|${source.year}|${source.url}`;

/** The distinct sources, numbered, so each row can point to one instead of repeating a long citation. */
function numberSources(rows: readonly OutcomeRow[]): { list: RowSource[]; numberOf: (source: RowSource) => number } {
  const numbers = new Map<string, number>();
  const list: RowSource[] = [];
  for (const row of rows) {
    const key = sourceKey(row.major.source);
    if (!numbers.has(key)) {
      list.push(row.major.source);
      numbers.set(key, list.length);
    }
  }
  return { list, numberOf: (source) => numbers.get(sourceKey(source)) ?? 0 };
}

export function OutcomesPage() {
  usePageTitle('Earnings and debt by major');
  const majors = useMajors();
  const quizResult = useLocalValue('quizResult');
  const horizon = earningsHorizonOrDefault(useLocalValue('financialExpectations')?.earningsHorizon);
  const myMajors = useMemo(() => quizResult?.topMajors ?? [], [quizResult]);
  const rows = useMemo(() => (majors.data ? outcomeRows(majors.data, myMajors) : []), [majors.data, myMajors]);
  const matchedCount = rows.filter((row) => row.mine).length;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Earnings and debt by major</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          What graduates of each major typically earn in a year, in the {MAJOR_HORIZON}, and typically owe in federal student loans. Majors
          whose debt is more than {COSTLY_MAJOR_RATIO} times their yearly earnings are marked costly: past grade B+ on Waypoint&apos;s{' '}
          <Link to="/financial-expectations" className="font-medium text-brand-800 underline underline-offset-2">
            financial grade
          </Link>
          .
        </p>
        {horizon === 'all-workers' ? (
          <p className="mt-2 text-slate-700">
            Your financial expectations plan on the {EARNINGS_HORIZON_LABELS['all-workers'].short}; our data has no such figure by major, so
            every major here is shown on its earnings in the {MAJOR_HORIZON}.
          </p>
        ) : null}
        {myMajors.length > 0 ? (
          <p className="mt-2 text-slate-700">
            Your majors from the career quiz are highlighted
            {matchedCount < myMajors.length ? ` (${matchedCount} of ${myMajors.length} are in our data)` : ''}.
          </p>
        ) : (
          <p className="mt-2 text-slate-700">
            Take the{' '}
            <Link to="/career-quiz" className="font-medium text-brand-800 underline underline-offset-2">
              career quiz
            </Link>{' '}
            to see your own majors highlighted.
          </p>
        )}
      </div>

      {majors.isPending ? (
        <Spinner label="Loading earnings and debt by major…" />
      ) : majors.isError ? (
        <div className="space-y-3">
          <Alert>The earnings and debt figures could not be loaded. Check your connection and try again.</Alert>
          <Button variant="secondary" onClick={() => void majors.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <Alert tone="info">No majors are in the catalog yet.</Alert>
      ) : (
        <>
          <section aria-labelledby="chart-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="chart-heading" className="text-2xl font-bold">
              Debt against earnings
            </h2>
            <p className="mt-1 text-sm text-slate-700">Earnings: {MAJOR_HORIZON} (College Scorecard field of study).</p>
            <div className="mt-4">
              <OutcomesChart rows={rows} />
            </div>
          </section>
          <OutcomesTable rows={rows} />
        </>
      )}
    </div>
  );
}

function OutcomesTable({ rows }: { rows: readonly OutcomeRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });
  const sorted = useMemo(() => sortOutcomeRows(rows, sort.key, sort.direction), [rows, sort]);

  function sortBy(key: SortKey) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Figures read best largest-first, names A to Z.
          { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
  }

  const current = COLUMNS.find((column) => column.key === sort.key);
  const sources = useMemo(() => numberSources(rows), [rows]);

  return (
    <section aria-labelledby="table-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="table-heading" className="text-2xl font-bold">
        Every major
      </h2>
      <p className="mt-1 text-sm text-slate-700">Choose a column heading to sort by it; choose it again to reverse the order.</p>
      <p role="status" className="sr-only">
        Sorted by {current?.label}, {sort.direction}.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Typical earnings ({MAJOR_HORIZON}) and debt for every major, sortable by column</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort.key === column.key ? sort.direction : undefined} className="py-1 pr-3">
                  <button
                    type="button"
                    onClick={() => sortBy(column.key)}
                    className="inline-flex min-h-11 items-center gap-1 rounded font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {column.label}
                    <span aria-hidden="true" className="text-slate-500">
                      {sort.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col" className="py-1 font-semibold">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.major.cip} className={`border-b border-slate-100 align-top ${row.mine ? 'bg-brand-50' : ''}`}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.major.name}
                  {row.mine ? (
                    <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Your major</span>
                  ) : null}
                </th>
                <td className="py-2 pr-3 tabular-nums">{money(row.major.medianEarnings)}</td>
                <td className="py-2 pr-3 tabular-nums">{money(row.major.medianDebt)}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {row.ratio === null ? NOT_REPORTED : `${formatRatio(row.ratio)} (${row.grade.grade})`}
                  {row.costly ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Costly</span>
                  ) : null}
                </td>
                <td className="py-2 text-slate-700">
                  <a href={`#major-source-${sources.numberOf(row.major.source)}`} className="underline underline-offset-2">
                    <span className="sr-only">Source </span>
                    {sources.numberOf(row.major.source)}
                  </a>
                  {row.major.source.estimate ? <span className="ml-1">· estimate</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 font-semibold">Sources</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-700">
        {sources.list.map((source, index) => (
          <li key={sourceKey(source)} id={`major-source-${index + 1}`}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {source.name}, {source.year}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {source.estimate ? '. Estimate: figures derived by Waypoint from this source, not published as such.' : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
