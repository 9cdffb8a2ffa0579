import type { ReactNode } from 'react';
import type { CollegeMatch } from '@domain/catalog/college-match';
import { collegeSize } from '@domain/catalog/catalog-values';
import { SaveCollegeButton } from '@client/shared/saved-lists/save-button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { Formatters } from '@client/ui/format';
import { Button } from '@client/ui/button';
import { CollegeLink } from '@client/shared/prices/college-link';
import { FamilyPriceFigure } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import {
  ADMISSION_LABELS,
  CONTROL_WORDS,
  earningsHorizonText,
  gradeText,
  limitedText,
  LOCALE_WORDS,
  place,
  shareOr,
  SIZE_WORDS,
  usdOr,
  type CollegeQuizT,
} from './match-labels';

type Row = { label: string; value: (match: CollegeMatch) => ReactNode };

function rowsFor(t: CollegeQuizT, format: Formatters, yearsOfStudy: number, income: number | null): Row[] {
  const notReported = t('college-quiz.notReported');
  return [
    { label: t('college-quiz.rowLocation'), value: (m) => place(m.college) },
    { label: t('college-quiz.rowKind'), value: (m) => t(CONTROL_WORDS[m.college.control]) },
    {
      label: t('college-quiz.rowSize'),
      value: (m) => {
        const size = collegeSize(m.college.undergraduates);
        return size ? `${t(SIZE_WORDS[size])} (${format.count(m.college.undergraduates ?? 0)})` : notReported;
      },
    },
    { label: t('college-quiz.rowSetting'), value: (m) => (m.college.locale ? t(LOCALE_WORDS[m.college.locale]) : notReported) },
    { label: t('college-quiz.rowAdmission'), value: (m) => t(ADMISSION_LABELS[m.label].text) },
    {
      label: t('college-quiz.admissionRate'),
      value: (m) => (m.college.admissionRate === null ? t('college-quiz.openAdmission') : shareOr(t, m.college.admissionRate)),
    },
    {
      label: t('college-quiz.rowNetPrice'),
      value: (m) => (
        <FamilyPriceFigure
          compact
          netPriceByIncome={m.college.netPriceByIncome}
          averageNetPrice={m.college.averageNetPrice}
          income={income}
        />
      ),
    },
    {
      label: t('college-quiz.rowTotal', { count: yearsOfStudy }),
      value: (m) => usdOr(t, format, m.estimatedNetCost),
    },
    { label: t('college-quiz.finish'), value: (m) => shareOr(t, m.college.completionRate) },
    {
      label: t('college-quiz.medianDebt'),
      value: (m) => `${usdOr(t, format, m.college.medianDebt)}${limitedText(t, m.college.source, 'debt')}`,
    },
    {
      label: t('college-quiz.rowEarnings'),
      value: (m) =>
        m.college.medianEarnings === null
          ? notReported
          : `${usdOr(t, format, m.college.medianEarnings)} (${earningsHorizonText(t, m.college.source)})${limitedText(t, m.college.source, 'earnings')}`,
    },
    { label: t('college-quiz.rowGrade'), value: (m) => gradeText(t, m) },
    { label: t('college-quiz.rowFit'), value: (m) => t('college-quiz.scoreOf', { score: m.score }) },
  ];
}

/** Save, and take the college out of the comparison: under its name on a card and in the table's heading. */
function MatchActions({ match, onRemove, className }: { match: CollegeMatch; onRemove: (unitId: number) => void; className: string }) {
  const t = useT('college-quiz');
  return (
    <div className={`${className} flex flex-wrap items-center gap-2`}>
      <SaveCollegeButton college={match.college} />
      <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => onRemove(match.college.unitId)}>
        {t('college-quiz.remove')}
        <span className="sr-only">{t('college-quiz.removeSr', { name: match.college.name })}</span>
      </Button>
    </div>
  );
}

/**
 * On a phone the chosen colleges are cards, one under another, each with the same rows (the side-by-side table
 * ran off a 390 px screen); from the sm breakpoint up they are the table.
 */
function CompareCards({
  matches,
  rows,
  onRemove,
}: {
  matches: readonly CollegeMatch[];
  rows: readonly Row[];
  onRemove: (unitId: number) => void;
}) {
  const t = useT('college-quiz');
  return (
    <ul className="mt-4 space-y-3 sm:hidden" aria-label={t('college-quiz.comparing', { count: matches.length })}>
      {matches.map((match) => (
        <li key={match.college.unitId} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h3 className="text-base font-semibold">
            <CollegeLink college={match.college} />
          </h3>
          <dl className="mt-2 space-y-1">
            {rows.map((row) => (
              <div key={row.label} className="flex justify-between gap-3">
                <dt className="text-slate-700">{row.label}</dt>
                <dd className="text-right font-medium">{row.value(match)}</dd>
              </div>
            ))}
          </dl>
          <MatchActions match={match} onRemove={onRemove} className="mt-3" />
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
  const t = useT('college-quiz');
  const rows = rowsFor(t, useFormatters(), yearsOfStudy, useFamilyIncome().income);
  return (
    <>
      <CompareCards matches={matches} rows={rows} onRemove={onRemove} />
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption id="compare-caption" className="px-4 pt-4 text-left text-lg font-bold">
            {t('college-quiz.comparing', { count: matches.length })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className="p-3" />
              {matches.map((match) => (
                <th key={match.college.unitId} scope="col" className="p-3 align-top text-base font-semibold">
                  <CollegeLink college={match.college} />
                  <MatchActions match={match} onRemove={onRemove} className="mt-2" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
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
