import { describe, expect, it } from 'vitest';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { plannedDebtCost, trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { planFor, type ResolvedFacts } from './counselor.facts';
import { loanPayment } from './counselor.tools';

/*
 * The counselor's side of the one-basis pin (the pages' side is in
 * src/client/shared/lib/one-repayment-basis.test.ts): a $45,000 balance repays at $389.28 for
 * 15 years, and a planned $45,000 shows the same blended $552.63 and beyond-federal $18,000 as the pages.
 */
const TODAY = new Date('2026-12-06T12:00:00Z');

const facts: ResolvedFacts = {
  debt: { total: 45_000, text: '$45,000', perYear: null, years: null },
  salary: 48_000,
  major: null,
  career: null,
  college: null,
  collegeCandidates: [],
};

describe('the counselor on one repayment basis', () => {
  it('repays a $45,000 balance under the tiered Standard plan: $389.28 for 15 years', () => {
    expect(loanPayment({ principal: 45_000 }, TODAY).data).toMatchObject({ monthlyPayment: 389.28, years: 15, termFromStandardPlan: true });
  });

  it('prices a planned $45,000 as the pages do, naming the $18,000 beyond the federal limits', () => {
    const plan = planFor(facts, TODAY);
    const pages = plannedDebtCost(45_000, trueCostTermsFor('2026-12-06', TRUE_COST_DATASETS).terms);
    expect(plan?.data.standard).toMatchObject({ monthlyPayment: 389.28, years: 15 });
    expect(plan?.data.trueCost.monthlyPayment).toBe(552.63);
    expect(plan?.data.trueCost.monthlyPayment).toBe(pages.monthlyPayment);
    expect(plan?.data.trueCost).toMatchObject({
      schoolYears: 4,
      schoolYearsAssumed: true,
      allDebtAtRepayment: 53_564.44,
      beyondFederal: { amount: 18_000, parentPlus: 18_000, private: 0, federalLimit: 27_000 },
    });
    expect(plan?.data.trueCost.parts.map((part) => part.kind)).toEqual(['student', 'parent-plus']);
  });
});
