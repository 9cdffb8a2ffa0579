import { describe, expect, it } from 'vitest';
import { OMITTED_FIGURES, REPAYMENT_RULES } from '@data/federal-loans';
import { GRADE_TABLE } from '@domain/finance/grade';
import { eligiblePlans, PLAN_IDS, PLAN_LABELS, type BorrowerLoan } from '@domain/finance/repayment';
import { calculator as en } from '@locales/en/calculator';
import { grades as enGrades } from '@locales/en/grades';
import { calculator as es } from '@locales/es/calculator';
import { gradeExplanation, riskLabel, riskText } from '@client/shared/financial-expectations/grade-texts';
import { translator } from '@client/shared/i18n/messages';
import { createFormatters } from '@client/ui/format';
import { eligibilityReason, planLabel } from './plan-texts';
import { OMITTED_FIGURE_KEYS, RULE_KEYS } from './source-texts';

/*
 * The data files keep English for API clients and the counselor; the pages show them through keys, so the
 * English catalog must say exactly what the data says. The plans' reasons are facts the catalogs word.
 */
const t = translator(en);
const tEs = translator(es);
const format = createFormatters('en-US');
const loan = (amount: number, disbursed: BorrowerLoan['disbursed'], kind: BorrowerLoan['kind'] = 'federal'): BorrowerLoan => ({
  amount,
  ratePercent: 6.39,
  kind,
  disbursed,
});
const LOAN_SETS: readonly (readonly BorrowerLoan[])[] = [
  [loan(31_000, 'on-or-after-2026-07-01')],
  [loan(12_345.67, 'on-or-after-2026-07-01'), loan(5_000, 'before-2026-07-01')],
  [loan(120_000, 'on-or-after-2026-07-01')],
  [loan(20_000, 'before-2026-07-01')],
  [loan(45_000.5, 'before-2026-07-01'), loan(9_000, 'before-2026-07-01', 'private')],
  [loan(9_000, 'before-2026-07-01', 'private')],
];

describe('plan names and reasons', () => {
  const reasons = (loans: readonly BorrowerLoan[], translate = t, locale = 'en-US') =>
    eligiblePlans(loans).map((entry) => eligibilityReason(translate, format, locale, entry));
  const legacy = 'Available for loans disbursed before July 1, 2026, as long as you take no new federal loan on or after that date.';
  const rap =
    'Any federal Direct Loan borrower can choose RAP: 1–10% of income, at least $10 a month, unpaid interest waived, the rest forgiven after 360 payments. Parent PLUS loans are not eligible.';
  const newMenuOnly =
    'You have a federal loan disbursed on or after July 1, 2026, so all your federal loans can use only the tiered Standard plan or RAP.';

  it('read in English as the calculator has always said them, one per plan in order', () => {
    for (const plan of PLAN_IDS) expect(planLabel(t, plan)).toBe(PLAN_LABELS[plan]);
    expect(reasons(LOAN_SETS[0]!)).toEqual([
      newMenuOnly,
      'With $31,000 in federal loans, the tiered Standard plan repays them over 15 years (10 years under $25,000, 15 under $50,000, 20 under $100,000, 25 from $100,000).',
      newMenuOnly,
      newMenuOnly,
      rap,
    ]);
    expect(reasons(LOAN_SETS[4]!)).toEqual([
      legacy,
      'The tiered Standard plan is for borrowers with loans disbursed on or after July 1, 2026; yours can use the 10-year Standard plan.',
      `${legacy} Payments start low and rise every two years.`,
      `${legacy} It needs more than $30,000 in federal loans; you have $45,000.5.`,
      rap,
    ]);
    expect(reasons(LOAN_SETS[3]!)[3]).toBe('Extended repayment needs more than $30,000 in federal loans; you have $20,000.');
    expect(reasons(LOAN_SETS[1]!)[1]).toContain('With $17,345.67 in federal loans');
    expect(new Set(reasons(LOAN_SETS[5]!))).toEqual(
      new Set(['You have no federal loans. Private loans are not eligible for federal repayment plans.']),
    );
  });

  it('have Spanish for every case, with the amounts filled in', () => {
    for (const loans of LOAN_SETS) {
      const spanish = reasons(loans, tEs, 'es-US');
      spanish.forEach((text, index) => expect(text).not.toBe(reasons(loans)[index]));
      expect(spanish.join(' ')).not.toMatch(/[{}]/);
    }
    expect(reasons(LOAN_SETS[0]!, tEs, 'es-US')[1]).toContain('$31,000');
    expect(planLabel(tEs, 'rap')).toBe('Plan de Asistencia de Reembolso (RAP)');
  });
});

describe('texts from the data files', () => {
  it('give every rule summary and left-out figure the English the data file writes', () => {
    for (const rule of REPAYMENT_RULES) expect(t(RULE_KEYS[rule.rule])).toBe(rule.summary);
    for (const omitted of OMITTED_FIGURES) {
      expect(t(OMITTED_FIGURE_KEYS[omitted.id].figure)).toBe(omitted.figure);
      expect(t(OMITTED_FIGURE_KEYS[omitted.id].reason)).toBe(omitted.reason);
    }
  });

  it('give the grade table its English risks and explanations', () => {
    const tGrades = translator(enGrades);
    for (const row of GRADE_TABLE) {
      expect(riskText(tGrades, row.risk)).toBe(row.risk);
      expect(riskLabel(tGrades, row.risk)).toBe(`${row.risk} risk`);
      expect(gradeExplanation(tGrades, row.grade)).toBe(row.explanation);
    }
  });
});
