import { formatRatio } from '@client/ui/format';
import { Link } from '@client/shared/routing';
import { majorPagePath } from '@client/shared/lib/public-paths';
import type { Row } from './major-rows';
import { useMajorTexts } from './use-major-texts';

type Texts = ReturnType<typeof useMajorTexts>;

function ratioText({ t }: Texts, row: Row): string {
  return row.assessment.ratio === null ? t('results.notReported') : `${formatRatio(row.assessment.ratio)} (${row.assessment.grade.grade})`;
}

function personalText({ t }: Texts, row: Row, plannedDebt: number | null): string {
  if (row.personal.debtToIncome !== null) return `${formatRatio(row.personal.debtToIncome)} (${row.personal.grade})`;
  return plannedDebt === null ? t('results.addPlannedDebt') : t('results.notReported');
}

function CostlyBadge({ row }: { row: Row }) {
  const { t } = useMajorTexts();
  if (row.assessment.status !== 'costly') return null;
  return <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">{t('results.costly')}</span>;
}

/**
 * On a phone each major is a card with its figures stacked (the five grade columns ran off a 390 px screen);
 * from the sm breakpoint up the same figures are a table.
 */
function MajorCards({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  const texts = useMajorTexts();
  const { t, money } = texts;
  return (
    <ul className="mt-6 space-y-3 sm:hidden" aria-label={t('results.tableLabel')}>
      {rows.map((row) => (
        <li key={row.name} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h3 className="text-base font-semibold">
            <MajorName row={row} />
          </h3>
          {row.major === null ? <p className="text-xs text-slate-700">{t('results.notInData')}</p> : null}
          {row.major?.source.estimate ? <p className="text-xs text-slate-700">{t('results.estimateShort')}</p> : null}
          <dl className="mt-2 space-y-1">
            {[
              [texts.earningsHeader, money(row.major?.medianEarnings ?? null)],
              [t('results.typicalDebt'), money(row.major?.medianDebt ?? null)],
              [t('results.debtOverEarnings'), ratioText(texts, row)],
              [t('results.plannedOverEarnings'), personalText(texts, row, plannedDebt)],
            ].map(([term, value], index) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-slate-700">{term}</dt>
                <dd className="text-right font-medium tabular-nums">
                  {value}
                  {index === 2 ? <CostlyBadge row={row} /> : null}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Each major's figures and grades, including the student's planned debt against its earnings. */
export function MajorsTable({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  const texts = useMajorTexts();
  const { t, money } = texts;
  return (
    <>
      <MajorCards rows={rows} plannedDebt={plannedDebt} />
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="mt-6 hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-labelledby="majors-table-caption">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id="majors-table-caption" className="sr-only">
            {t('results.tableLabel')}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                {t('results.major')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {texts.earningsHeader}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('results.typicalDebt')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('results.debtOverEarnings')}
              </th>
              <th scope="col" className="py-2">
                {t('results.plannedOverEarnings')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <MajorName row={row} />
                  {row.major === null ? <span className="block text-xs font-normal text-slate-700">{t('results.notInData')}</span> : null}
                  {row.major?.source.estimate ? (
                    <span className="block text-xs font-normal text-slate-700">{t('results.estimateShort')}</span>
                  ) : null}
                </th>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianEarnings ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">{money(row.major?.medianDebt ?? null)}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {ratioText(texts, row)}
                  <CostlyBadge row={row} />
                </td>
                <td className="py-2 tabular-nums">{personalText(texts, row, plannedDebt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A major Waypoint knows links to its field-of-study page; one it does not is plain text. */
function MajorName({ row }: { row: Row }) {
  if (!row.major) return <>{row.name}</>;
  return (
    <Link to={majorPagePath(row.major.cip)} className="text-brand-800 underline underline-offset-2 hover:text-brand-700">
      {row.major.name}
    </Link>
  );
}
