import { COLLEGE_INSTITUTION_SOURCE, PROGRAM_OUTCOMES_SOURCE } from '@data/college-programs';
import { credentialLevelOf, graduatesOf, type ProgramRow } from '@domain/catalog/programs';
import type { College, Major } from '@domain/catalog/schemas';
import type { ChoiceKind } from '@domain/counselor/choices';
import type { CounselorSource } from '@domain/counselor/schemas';
import type { FinancialGradeResult, FinancialRisk } from '@domain/finance/grade';
import { familyPrice, INCOME_BRACKET_BOUNDS, type FamilyPrice, type IncomeBracket } from '@domain/prices/brackets';
import { programGrade } from '@domain/prices/program-grade';
import type { ServerTranslate } from '@server/shared/messages';
import type { MessageKey } from '@locales/keys';
import type { CounselorCatalog } from './counselor.catalog';
import { labelledSource, majorLabel, rowSource, uniqueSources } from './counselor.tools';

/*
 * What every price, program and real-choice answer shares: a program's facts from the catalog rows, the money and
 * risk wording, the sources block under each answer, and the links to a college and a major.
 */

/** The bachelor's program row when the college reports one, else the lowest credential it reports for the series. */
export type ProgramFacts = {
  unitId: number;
  cip: string;
  credentialLevel: number;
  graduates: number | null;
  debtCohort: number | null;
  medianDebt: number | null;
  earningsCohort: number | null;
  /** Median earnings in the first year after completing; null when not reported (too few graduates). */
  medianEarnings: number | null;
  grade: FinancialGradeResult;
};

const BACHELOR = 3;

export async function programFacts(catalog: CounselorCatalog, unitId: number, cip: string): Promise<ProgramFacts | null> {
  const rows = (await catalog.programs(unitId)).filter((row) => row[1] === cip);
  const row: ProgramRow | undefined = rows.find((r) => r[2] === BACHELOR) ?? [...rows].sort((a, b) => a[2] - b[2])[0];
  if (!row) return null;
  const [, , level, awards1, awards2, debtCohort, medianDebt, earningsCohort, medianEarnings] = row;
  return {
    unitId,
    cip,
    credentialLevel: level,
    graduates: graduatesOf(awards1, awards2),
    debtCohort,
    medianDebt,
    earningsCohort,
    medianEarnings,
    grade: programGrade(medianDebt, medianEarnings),
  };
}

const RISK_KEYS: Record<FinancialRisk, MessageKey> = {
  'Very Low': 'counselor-replies.answer.risk.veryLow',
  Low: 'counselor-replies.answer.risk.low',
  Moderate: 'counselor-replies.answer.risk.moderate',
  Higher: 'counselor-replies.answer.risk.higher',
  High: 'counselor-replies.answer.risk.high',
  'Very High': 'counselor-replies.answer.risk.veryHigh',
  Extreme: 'counselor-replies.answer.risk.extreme',
};
export const riskText = (t: ServerTranslate, risk: FinancialRisk | null) =>
  risk ? t(RISK_KEYS[risk]) : t('counselor-replies.answer.notReported');

export const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
export const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const [FIRST_COHORT = '', LAST_COHORT = ''] = PROGRAM_OUTCOMES_SOURCE.completionYears;

/* Source labels are written in the answer's language, like the answer above them. */
export const programsSource = (t: ServerTranslate): CounselorSource =>
  labelledSource(
    { key: 'counselor-replies.source.programOutcomes' },
    {
      name: `${PROGRAM_OUTCOMES_SOURCE.name}, ${PROGRAM_OUTCOMES_SOURCE.release}`,
      year: t('counselor-replies.source.cohorts', { first: FIRST_COHORT, second: LAST_COHORT }),
      url: PROGRAM_OUTCOMES_SOURCE.url,
      estimate: false,
    },
  );
export const pricesSource = (college: College): CounselorSource =>
  rowSource({ key: 'counselor-replies.source.prices', values: { college: college.name } }, COLLEGE_INSTITUTION_SOURCE);
export const collegeSource = (college: College): CounselorSource =>
  rowSource({ key: 'counselor-replies.source.college', values: { name: college.name } }, college.source);
export const majorSource = (major: Major, majorName: string): CounselorSource =>
  rowSource({ ...majorLabel(major), values: { name: majorName } }, major.source);

function bracketText(t: ServerTranslate, bracket: IncomeBracket): string {
  const { min, max } = INCOME_BRACKET_BOUNDS[bracket];
  return max === null
    ? t('counselor-replies.answer.bracketTop', { min: wholeUsd(min) })
    : t('counselor-replies.answer.bracket', { min: wholeUsd(min), max: wholeUsd(max) });
}

/** What the family's price is, in the answer's words: the bracket's figure, its absence, or the range. */
export function priceSentence(t: ServerTranslate, college: College, price: FamilyPrice): string {
  const name = college.name;
  if (price.kind === 'bracket')
    return t('counselor-replies.answer.priceBracket', {
      college: name,
      bracket: bracketText(t, price.bracket),
      amount: wholeUsd(price.amount),
      negative: price.negative ? 'yes' : 'no',
    });
  if (price.kind === 'suppressed')
    return t('counselor-replies.answer.priceSuppressed', {
      college: name,
      bracket: bracketText(t, price.bracket),
      average:
        college.averageNetPrice === null ? t('counselor-replies.answer.notReported') : wholeUsd(Math.max(0, college.averageNetPrice)),
    });
  if (price.min === null || price.max === null)
    return t('counselor-replies.answer.priceNone', {
      college: name,
      average: price.average === null ? t('counselor-replies.answer.notReported') : wholeUsd(price.average),
    });
  return t('counselor-replies.answer.priceRange', {
    college: name,
    min: wholeUsd(price.min),
    max: wholeUsd(price.max),
    average: price.average === null ? t('counselor-replies.answer.notReported') : wholeUsd(price.average),
  });
}

/** The yearly price a comparison uses: the bracket's figure with an income, else the all-income average; null when unknown. */
export function yearlyPrice(college: College, income: number | null): { amount: number; basis: 'bracket' | 'average' } | null {
  if (income !== null) {
    const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
    if (price.kind === 'bracket') return { amount: price.amount, basis: 'bracket' };
  }
  return college.averageNetPrice === null ? null : { amount: Math.max(0, college.averageNetPrice), basis: 'average' };
}

function sourceLines(t: ServerTranslate, sources: readonly CounselorSource[]): string[] {
  return [
    t('counselor-replies.answer.sourcesHeading'),
    ...sources.map((s) =>
      t('counselor-replies.answer.sourceLine', {
        label: s.label,
        name: s.name,
        year: s.year ?? '',
        hasYear: s.year ? 'yes' : 'no',
        estimate: s.estimate ? 'yes' : 'no',
      }),
    ),
  ];
}

export type ChoiceAnswer = { kind: ChoiceKind | 'program-loan'; text: string; sources: CounselorSource[] };

/** An answer's lines and its sources, each listed once; the sources list under the text is added when the answer is given. */
export const done = (kind: ChoiceAnswer['kind'], lines: string[], sources: CounselorSource[]): ChoiceAnswer => ({
  kind,
  text: lines.join('\n').trim(),
  sources: uniqueSources(sources),
});

/** The answer's text with its sources listed under it, as `listed` labels them (in the answer's language). */
export const withSourceList = (t: ServerTranslate, text: string, listed: readonly CounselorSource[]): string =>
  listed.length ? [text, '', ...sourceLines(t, listed)].join('\n') : text;

export const collegeLink = (t: ServerTranslate, college: College) =>
  t('counselor-replies.answer.collegeLink', { college: college.name, unitId: String(college.unitId) });
export const majorLink = (t: ServerTranslate, major: Major, majorName: string) =>
  t('counselor-replies.answer.majorLink', { major: majorName, cip: major.cip });

export function programLines(t: ServerTranslate, college: College, majorName: string, program: ProgramFacts): string[] {
  const earnings =
    program.medianEarnings === null
      ? t('counselor-replies.answer.programEarningsSuppressed', { major: majorName, college: college.name })
      : t('counselor-replies.answer.programEarnings', {
          major: majorName,
          college: college.name,
          earnings: wholeUsd(program.medianEarnings),
          cohort: String(program.earningsCohort ?? 0),
          years: PROGRAM_OUTCOMES_SOURCE.completionYears.join(' / '),
        });
  const debt =
    program.medianDebt === null
      ? t('counselor-replies.answer.programDebtSuppressed')
      : t('counselor-replies.answer.programDebt', { debt: wholeUsd(program.medianDebt), cohort: String(program.debtCohort ?? 0) });
  const lines = [earnings, debt];
  if (program.credentialLevel !== BACHELOR)
    lines.push(t('counselor-replies.answer.programLevel', { level: credentialLevelOf(program.credentialLevel) ?? 'other' }));
  return lines;
}
