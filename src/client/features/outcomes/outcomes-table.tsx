import { useId, useMemo, useState } from 'react';
import type { RowSource } from '@domain/catalog/schemas';
import { Link } from '@client/shared/routing';
import { majorPagePath } from '@client/shared/lib/public-paths';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatRatio, sourceYearText, type Formatters } from '@client/ui/format';
import { gradeText, type OutcomesT } from './outcome-texts';
import { sortOutcomeRows, SORT_KEYS, type OutcomeRow, type SortDirection, type SortKey } from './outcome-rows';

/*
 * Every major's figures, the same ones the chart shows: typical federal debt, Parent PLUS, the total, early-career
 * earnings, debt ÷ earnings, grade and costly. A sortable table from the lg breakpoint up; below it (a 390 px phone)
 * each major is a card with its figures stacked, so nothing scrolls sideways.
 */

function sortLabels(t: OutcomesT): Record<SortKey, string> {
  return {
    name: t('outcomes.sortMajor'),
    medianDebt: t('outcomes.typicalFederalDebt'),
    medianEarnings: t('outcomes.earningsYear', { horizon: t('outcomes.earlyCareer') }),
    ratio: t('outcomes.debtEarnings'),
  };
}

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

/** The figures of one row as [label, text, costly badge], in column order after the major's name. */
export function rowFigures(t: OutcomesT, format: Formatters, row: OutcomeRow): [string, string, boolean][] {
  const notReported = t('outcomes.notReported');
  const money = (amount: number | null) => (amount === null ? notReported : format.usd(amount));
  const added = (amount: number | null | undefined) =>
    row.debt === null ? notReported : amount == null ? t('outcomes.notInData') : format.usd(amount);
  const figure = (label: string, text: string): [string, string, boolean] => [label, text, false];
  return [
    figure(t('outcomes.typicalFederalDebt'), money(row.major.medianDebt)),
    figure(t('outcomes.parentPlus'), added(row.debt?.parentPlus)),
    figure(t('outcomes.privateLoans'), added(row.debt?.private)),
    figure(t('outcomes.typicalTotalDebt'), row.debt === null ? notReported : format.usd(row.debt.total)),
    figure(t('outcomes.earningsYear', { horizon: t('outcomes.earlyCareer') }), money(row.major.medianEarnings)),
    figure(t('outcomes.debtEarnings'), row.ratio === null ? notReported : formatRatio(row.ratio)),
    figure(t('outcomes.grade'), gradeText(t, row.grade)),
    [
      t('outcomes.costly'),
      row.ratio === null ? notReported : row.costly ? t('outcomes.costly') : t('outcomes.no'),
      row.ratio !== null && row.costly,
    ],
  ];
}

function CostlyBadge() {
  const t = useT('outcomes');
  return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">{t('outcomes.costly')}</span>;
}

function MineBadge() {
  const t = useT('outcomes');
  return <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('outcomes.yourMajor')}</span>;
}

function SortSelect({
  sort,
  onChange,
}: {
  sort: { key: SortKey; direction: SortDirection };
  onChange: (key: SortKey, direction: SortDirection) => void;
}) {
  const t = useT('outcomes');
  const labels = sortLabels(t);
  const id = useId();
  return (
    <div className="mt-4 lg:hidden">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('outcomes.sortBy')}
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
            {t(key === 'name' ? 'outcomes.aToZ' : 'outcomes.smallestFirst', { label: labels[key] })}
          </option>,
          <option key={`${key}-d`} value={`${key}:descending`}>
            {t(key === 'name' ? 'outcomes.zToA' : 'outcomes.largestFirst', { label: labels[key] })}
          </option>,
        ])}
      </select>
    </div>
  );
}

function MajorCards({ rows, sourceNumber }: { rows: readonly OutcomeRow[]; sourceNumber: (source: RowSource) => number }) {
  const t = useT('outcomes');
  const format = useFormatters();
  return (
    <ul className="mt-4 space-y-3 lg:hidden" aria-label={t('outcomes.cardsLabel')}>
      {rows.map((row) => (
        <li
          key={row.major.cip + row.major.name}
          className={`rounded-xl border p-4 text-sm ${row.mine ? 'border-brand-300 bg-brand-50' : 'border-slate-200'}`}
        >
          <h3 className="text-base font-semibold">
            <Link to={majorPagePath(row.major.cip)} className="text-brand-800 underline underline-offset-2 hover:text-brand-700">
              {row.major.name}
            </Link>
            {row.mine ? <MineBadge /> : null}
          </h3>
          <dl className="mt-2 space-y-1">
            {rowFigures(t, format, row).map(([term, value, badge]) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-slate-700">{term}</dt>
                <dd className="text-right font-medium tabular-nums">{badge ? <CostlyBadge /> : value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">{t('outcomes.source')}</dt>
              <dd className="text-right">
                <a href={`#major-source-${sourceNumber(row.major.source)}`} className="underline underline-offset-2">
                  <span className="sr-only">{t('outcomes.sourceSr')}</span>
                  {sourceNumber(row.major.source)}
                </a>
                {row.major.source.estimate ? <span className="ml-1">{t('outcomes.estimateMark')}</span> : null}
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
  const t = useT('outcomes');
  return (
    <th scope="col" aria-sort={sort.key === column ? sort.direction : undefined} className="py-1 pr-3 align-bottom">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 items-center gap-1 rounded text-left font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {sortLabels(t)[column]}
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
  const t = useT('outcomes');
  const format = useFormatters();
  return (
    <div className="mt-4 hidden lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('outcomes.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <SortHeader column="name" sort={sort} onSort={onSort} />
            <SortHeader column="medianDebt" sort={sort} onSort={onSort} />
            <PlainHeader label={t('outcomes.parentPlus')} />
            <PlainHeader label={t('outcomes.privateLoans')} />
            <PlainHeader label={t('outcomes.typicalTotalDebt')} />
            <SortHeader column="medianEarnings" sort={sort} onSort={onSort} />
            <SortHeader column="ratio" sort={sort} onSort={onSort} />
            <PlainHeader label={t('outcomes.grade')} />
            <PlainHeader label={t('outcomes.costly')} />
            <PlainHeader label={t('outcomes.source')} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.major.cip + row.major.name} className={`border-b border-slate-100 align-top ${row.mine ? 'bg-brand-50' : ''}`}>
              <th scope="row" className="py-2 pr-3 font-medium">
                <Link to={majorPagePath(row.major.cip)} className="text-brand-800 underline underline-offset-2 hover:text-brand-700">
                  {row.major.name}
                </Link>
                {row.mine ? <MineBadge /> : null}
              </th>
              {rowFigures(t, format, row).map(([term, value, badge]) => (
                <td key={term} className="py-2 pr-3 tabular-nums">
                  {badge ? <CostlyBadge /> : value}
                </td>
              ))}
              <td className="py-2 text-slate-700">
                <a href={`#major-source-${sourceNumber(row.major.source)}`} className="underline underline-offset-2">
                  <span className="sr-only">{t('outcomes.sourceSr')}</span>
                  {sourceNumber(row.major.source)}
                </a>
                {row.major.source.estimate ? <span className="ml-1">{t('outcomes.estimateMark')}</span> : null}
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
  const t = useT('outcomes');
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
        {t('outcomes.everyMajor')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('outcomes.tableHelp', { notes: notes.join(' ') })}</p>
      <p role="status" className="sr-only">
        {t(sort.direction === 'ascending' ? 'outcomes.sortedAscending' : 'outcomes.sortedDescending', { label: sortLabels(t)[sort.key] })}
      </p>
      <SortSelect sort={sort} onChange={(key, direction) => setSort({ key, direction })} />
      <MajorCards rows={sorted} sourceNumber={sources.numberOf} />
      <WideTable rows={sorted} sort={sort} onSort={sortBy} sourceNumber={sources.numberOf} />
      <h3 className="mt-6 font-semibold">{t('outcomes.sources')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-700">
        {sources.list.map((source, index) => (
          <li key={sourceKey(source)} id={`major-source-${index + 1}`}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="break-words underline underline-offset-2">
              <span lang="en">{source.name}</span>, {sourceYearText(source.year, t)}
              <span className="sr-only">{t('outcomes.opensNewTab')}</span>
            </a>
            {source.estimate ? t('outcomes.sourceEstimate') : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
