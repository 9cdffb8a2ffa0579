import { describe, expect, it } from 'vitest';
import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { plannedDebtCost, trueCostTermsFor } from '@domain/money-plan/planned-debt';
import { answerOffline } from './offline-counselor';
import { memoryCatalog } from './counselor.catalog';
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
    // One payment for a planned debt: the blended cost, never the tiered payment on the whole sum ($389.28).
    expect(plan?.data).not.toHaveProperty('standard');
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

describe('every planned-debt answer leads with the blended payment', () => {
  const catalog = memoryCatalog({ careers: [], majors: [], colleges: [] });
  it('a planned $45,000 on a salary: $552.63 a month, all the loans together, and no $389.28', async () => {
    const reply = await answerOffline('If I earn $48,000, is borrowing $45,000 ok?', {}, catalog, TODAY);
    expect(reply.text).toContain('**Monthly payment, all the loans together:** **$552.63** when repayment starts');
    expect(reply.text).not.toContain('$389.28');
    expect(reply.text).toContain('$18,000 of this would have to be Parent PLUS or private loans');
  });

  it('in Spanish too', async () => {
    const reply = await answerOffline('If I earn $48,000, is borrowing $45,000 ok?', {}, catalog, TODAY, undefined, 'es');
    expect(reply.text).toContain('**Pago mensual, todos los préstamos juntos:** **$552.63**');
    expect(reply.text).not.toContain('$389.28');
  });
});
