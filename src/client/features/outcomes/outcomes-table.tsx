import { useId, useMemo, useState } from 'react';
import type { RowSource } from '@domain/catalog/schemas';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { formatRatio, formatUsd } from '@client/ui/format';
import { sortOutcomeRows, SORT_KEYS, type OutcomeRow, type SortDirection, type SortKey } from './outcome-rows';

/*
 * Every major's figures, the same ones the chart shows: typical federal debt, Parent PLUS, the total, early-career
 * earnings, debt ÷ earnings, grade and costly. A sortable table from the lg breakpoint up; below it (a 390 px phone)
 * each major is a card with its figures stacked, so nothing scrolls sideways.
 */

const NOT_REPORTED = 'not reported';
const NOT_IN_DATA = 'not in the data';
const EARLY_CAREER = EARNINGS_HORIZON_LABELS['early-career'].short;
const money = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));

const SORT_LABELS: Record<SortKey, string> = {
  name: 'Major',
  medianDebt: 'Typical federal debt',
  medianEarnings: `Earnings a year (${EARLY_CAREER})`,
  ratio: 'Debt ÷ earnings',
};

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

/** The figures of one row as [label, text], in column order after the major's name. */
export function rowFigures(row: OutcomeRow): [string, string][] {
  const added = (amount: number | null | undefined) =>
    row.debt === null ? NOT_REPORTED : amount == null ? NOT_IN_DATA : formatUsd(amount);
  return [
    ['Typical federal debt', money(row.major.medianDebt)],
    ['Parent PLUS', added(row.debt?.parentPlus)],
    ['Private loans', added(row.debt?.private)],
    ['Typical total debt', row.debt === null ? NOT_REPORTED : formatUsd(row.debt.total)],
    [`Earnings a year (${EARLY_CAREER})`, money(row.major.medianEarnings)],
    ['Debt ÷ earnings', row.ratio === null ? NOT_REPORTED : formatRatio(row.ratio)],
    ['Grade', row.grade.grade === 'N/A' ? 'N/A (not reported)' : `${row.grade.grade} (${row.grade.risk} risk)`],
    ['Costly', row.ratio === null ? NOT_REPORTED : row.costly ? 'Costly' : 'No'],
  ];
}

function CostlyBadge() {
  return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Costly</span>;
}

function MineBadge() {
  return <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Your major</span>;
}

function SortSelect({
  sort,
  onChange,
}: {
  sort: { key: SortKey; direction: SortDirection };
  onChange: (key: SortKey, direction: SortDirection) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4 lg:hidden">
      <label htmlFor={id} className="block text-sm font-medium">
        Sort by
      </label>
      <select
        id={id}
        value={`${sort.key}:${sort.direction}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [SortKey, SortDirection];
          onChange(key, direction);
        }}
        className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {SORT_KEYS.flatMap((key) => [
          <option key={`${key}-a`} value={`${key}:ascending`}>
            {SORT_LABELS[key]}, {key === 'name' ? 'A to Z' : 'smallest first'}
          </option>,
          <option key={`${key}-d`} value={`${key}:descending`}>
            {SORT_LABELS[key]}, {key === 'name' ? 'Z to A' : 'largest first'}
          </option>,
        ])}
      </select>
    </div>
  );
}

function MajorCards({ rows, sourceNumber }: { rows: readonly OutcomeRow[]; sourceNumber: (source: RowSource) => number }) {
  return (
    <ul className="mt-4 space-y-3 lg:hidden" aria-label="Every major's debt, earnings, grade and whether it is costly">
      {rows.map((row) => (
        <li
          key={row.major.cip + row.major.name}
          className={`rounded-xl border p-4 text-sm ${row.mine ? 'border-brand-300 bg-brand-50' : 'border-slate-200'}`}
        >
          <h3 className="text-base font-semibold">
            {row.major.name}
            {row.mine ? <MineBadge /> : null}
          </h3>
          <dl className="mt-2 space-y-1">
            {rowFigures(row).map(([term, value]) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-slate-700">{term}</dt>
                <dd className="text-right font-medium tabular-nums">{value === 'Costly' ? <CostlyBadge /> : value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Source</dt>
              <dd className="text-right">
                <a href={`#major-source-${sourceNumber(row.major.source)}`} className="underline underline-offset-2">
                  <span className="sr-only">Source </span>
                  {sourceNumber(row.major.source)}
                </a>
                {row.major.source.estimate ? <span className="ml-1">· estimate</span> : null}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
}) {
  return (
    <th scope="col" aria-sort={sort.key === column ? sort.direction : undefined} className="py-1 pr-3 align-bottom">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 items-center gap-1 rounded text-left font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {SORT_LABELS[column]}
        <span aria-hidden="true" className="text-slate-500">
          {sort.key === column ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function PlainHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="py-1 pr-3 align-bottom font-semibold">
      {label}
    </th>
  );
}

function WideTable(props: {
  rows: readonly OutcomeRow[];
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
  sourceNumber: (source: RowSource) => number;
}) {
  const { rows, sort, onSort, sourceNumber } = props;
  return (
    <div className="mt-4 hidden lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Every major&apos;s debt, earnings, grade and whether it is costly, sortable by column</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <SortHeader column="name" sort={sort} onSort={onSort} />
            <SortHeader column="medianDebt" sort={sort} onSort={onSort} />
            <PlainHeader label="Parent PLUS" />
            <PlainHeader label="Private loans" />
            <PlainHeader label="Typical total debt" />
            <SortHeader column="medianEarnings" sort={sort} onSort={onSort} />
            <SortHeader column="ratio" sort={sort} onSort={onSort} />
            <PlainHeader label="Grade" />
            <PlainHeader label="Costly" />
            <PlainHeader label="Source" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.major.cip + row.major.name} className={`border-b border-slate-100 align-top ${row.mine ? 'bg-brand-50' : ''}`}>
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.major.name}
                {row.mine ? <MineBadge /> : null}
              </th>
              {rowFigures(row).map(([term, value]) => (
                <td key={term} className="py-2 pr-3 tabular-nums">
                  {value === 'Costly' ? <CostlyBadge /> : value}
                </td>
              ))}
              <td className="py-2 text-slate-700">
                <a href={`#major-source-${sourceNumber(row.major.source)}`} className="underline underline-offset-2">
                  <span className="sr-only">Source </span>
                  {sourceNumber(row.major.source)}
                </a>
                {row.major.source.estimate ? <span className="ml-1">· estimate</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same figures as the chart, for every major: a sortable table on wide screens, stacked cards on a phone. */
export function OutcomesTable({ rows, notes }: { rows: readonly OutcomeRow[]; notes: readonly string[] }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });
  const sorted = useMemo(() => sortOutcomeRows(rows, sort.key, sort.direction), [rows, sort]);
  const sources = useMemo(() => numberSources(rows), [rows]);

  function sortBy(key: SortKey) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Figures read best largest-first, names A to Z.
          { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
  }

  return (
    <section aria-labelledby="table-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="table-heading" className="text-2xl font-bold">
        Every major
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Choose a column heading (on a small screen, the Sort by menu) to sort by it; choose it again to reverse the order. {notes.join(' ')}
      </p>
      <p role="status" className="sr-only">
        Sorted by {SORT_LABELS[sort.key]}, {sort.direction}.
      </p>
      <SortSelect sort={sort} onChange={(key, direction) => setSort({ key, direction })} />
      <MajorCards rows={sorted} sourceNumber={sources.numberOf} />
      <WideTable rows={sorted} sort={sort} onSort={sortBy} sourceNumber={sources.numberOf} />
      <h3 className="mt-6 font-semibold">Sources</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-700">
        {sources.list.map((source, index) => (
          <li key={sourceKey(source)} id={`major-source-${index + 1}`}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="break-words underline underline-offset-2">
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
