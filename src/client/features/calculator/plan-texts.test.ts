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
 * The domain and the data files speak English (their tests read it); the pages show them through
 * keys. The English catalog must say exactly what the domain says, or English pages would change.
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
  it('read in English exactly as the domain writes them', () => {
    for (const plan of PLAN_IDS) expect(planLabel(t, plan)).toBe(PLAN_LABELS[plan]);
    for (const loans of LOAN_SETS) {
      for (const entry of eligiblePlans(loans)) expect(eligibilityReason(t, format, 'en-US', entry, loans)).toBe(entry.reason);
    }
  });

  it('have Spanish for every case, with the amounts filled in', () => {
    const loans = LOAN_SETS[0] ?? [];
    const reasons = eligiblePlans(loans).map((entry) => eligibilityReason(tEs, format, 'es-US', entry, loans));
    expect(reasons.join(' ')).not.toMatch(/\{\w+\}/);
    expect(reasons[1]).toContain('$31,000');
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
