import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO, isCostlyGrade } from '@domain/finance/costly';
import type { FinancialRisk } from '@domain/finance/grade';
import { formatRatio } from '@client/ui/format';
import type { Row } from './major-rows';
import { useMajorTexts } from './use-major-texts';

/** The data's notes on the loans it lacks, shown in the active language when they are the known English ones. */
const KNOWN_NOTES: Readonly<Record<string, 'results.parentPlusNote' | 'results.privateNote'>> = {
  'Parent PLUS loans are not in the data: the College Scorecard field-of-study figures count only federal loans to the student.':
    'results.parentPlusNote',
  'Private loans are not in the data: no official per-major or national figure we could verify.': 'results.privateNote',
};

/** The costly majors, and the majors whose earnings are low for the student's planned debt. */
export function MajorsWarnings({ rows, plannedDebt }: { rows: readonly Row[]; plannedDebt: number | null }) {
  const { t, money, horizon: MAJOR_HORIZON } = useMajorTexts();
  // Only the notes this version knows are translated; a changed note shows as the data has it.
  const note = (text: string) => {
    const key = KNOWN_NOTES[text];
    return key ? t(key) : text;
  };
  const riskWord = (risk: FinancialRisk | null) => (risk ? t(`results.risk.${risk}`) : '');
  const costly = rows.filter((row) => row.assessment.status === 'costly');
  const personalRisk = rows.filter((row) => isCostlyGrade(row.personal.grade));
  return (
    <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">{t('results.warnings')}</h3>
      <p className="mt-1 text-sm text-amber-950">
        {t('results.howWeFlag')} {t('results.costlyRule', { ratio: COSTLY_MAJOR_RATIO, grade: COSTLY_BELOW_GRADE })}{' '}
        {note(ADDED_FAMILY_DEBT.parentPlus.note)} {note(ADDED_FAMILY_DEBT.private.note)} {t('results.sameGradeLine')}
      </p>
      {costly.length === 0 && personalRisk.length === 0 ? (
        <p className="mt-2 text-sm font-medium text-amber-950">{t('results.noneCrosses')}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
          {costly.map((row) => (
            <li key={`costly-${row.name}`}>
              <strong>{row.major?.name}</strong>{' '}
              {t('results.isCostly', {
                debt: money(row.assessment.debt?.total ?? null),
                earnings: money(row.major?.medianEarnings ?? null),
                horizon: MAJOR_HORIZON,
                ratio: formatRatio(row.assessment.ratio ?? 0),
                grade: row.assessment.grade.grade,
                risk: riskWord(row.assessment.grade.risk),
              })}
            </li>
          ))}
          {personalRisk.map((row) => (
            <li key={`personal-${row.name}`}>
              {t.rich('results.personalRisk', {
                debt: money(plannedDebt),
                ratio: formatRatio(row.personal.debtToIncome ?? 0),
                major: row.major?.name ?? '',
                horizon: MAJOR_HORIZON,
                grade: row.personal.grade,
                risk: riskWord(row.personal.risk),
                strong: (words) => <strong>{words}</strong>,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
