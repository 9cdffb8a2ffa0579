import { describe, expect, it } from 'vitest';
import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { safeBorrowing } from '@domain/finance/borrowing';
import { careerBudgetFit } from '@domain/finance/budget-fit';
import { budgetTotals } from '@domain/finance/budget';
import { compareRepaymentPlans } from '@domain/finance/repayment';
import { federalRepayment } from '@domain/finance/repayment-basis';
import { currentTrueCostTerms, plannedDebtOnPage } from '@client/shared/lib/true-cost-terms';
import { toRepaymentInput } from './calculator-url-state';

/*
 * The same debt shows the same payment on every page: the grade page and financial expectations
 * (plannedDebtOnPage), the debt calculator (safeBorrowing with the page's terms), the premium budget
 * (career-fit-options.ts) and the repayment calculator (compareRepaymentPlans on the page's input).
 * The counselor's side of the same pin is in src/server/features/counselor/one-repayment-basis.test.ts.
 */
const TODAY = new Date('2026-12-06T12:00:00Z');

describe('one repayment basis across the pages', () => {
  it('repays a $45,000 federal balance at 6.39% over 180 months at $389.28, in the calculator as in the rule', () => {
    // i = 0.0639 / 12 = 0.005325; 45,000 × i / (1 − 1.005325^−180) = 389.28.
    expect(federalRepayment(45_000, 6.39)).toEqual({ rule: 'tiered-standard', months: 180, monthlyPayment: 389.28 });
    const comparison = compareRepaymentPlans(
      toRepaymentInput({
        loans: [{ amount: 45_000, ratePercent: 6.39, kind: 'federal', disbursed: 'on-or-after-2026-07-01' }],
        salary: null,
        growthPercent: 0,
        familySize: 1,
        startMonth: '2027-01',
        careerCode: null,
      }),
    );
    const tiered = comparison.plans.find((plan) => plan.plan === 'tiered-standard');
    expect(tiered).toMatchObject({ termMonths: 180, firstMonthlyPayment: 389.28 });
  });

  it('prices a planned $45,000 at its blended cost on the grade page and financial expectations', () => {
    // Over 4 years: $27,000 of Direct Loans (the year-by-year limits) and $18,000 beyond them as Parent PLUS.
    // Direct: 27,000 + 4,161.48 of interest to repayment = 31,161.48 → 180 months at 6.39% = $269.57.
    // PLUS: 18,000 + 4,402.96 = 22,402.96 → 120 months at 8.94% = $283.06. Together $552.63.
    const cost = plannedDebtOnPage(45_000, TODAY);
    expect(cost).toMatchObject({ years: 4, yearsAssumed: true, allDebtAtRepayment: 53_564.44, monthlyPayment: 552.63 });
    expect(cost?.beyondFederal).toEqual({ code: 'beyond-federal', amount: 18_000, parentPlus: 18_000, private: 0, federalLimit: 27_000 });
    expect(cost?.student.repayment).toEqual(federalRepayment(31_161.48, 6.39));
    expect(cost?.student.repayment?.monthlyPayment).toBe(269.57);
    expect(cost?.parent.repayment).toMatchObject({ rule: 'tiered-standard', months: 120, monthlyPayment: 283.06 });
  });

  it('gives the debt calculator and the premium budget the same figure for the same debt', () => {
    const { terms } = currentTrueCostTerms(TODAY);
    // B+ on $45,000 a year allows 1.05 × 45,000 = $47,250.
    const safe = safeBorrowing({ annualSalary: 45_000, yearsOfStudy: 4, targetGrade: 'B+', terms }, FEDERAL_LOAN_LIMITS);
    expect(safe.maxDebt).toBe(47_250);
    expect(safe.cost?.monthlyPayment).toBe(plannedDebtOnPage(47_250, TODAY)?.monthlyPayment);
    const fit = careerBudgetFit(
      { socCode: 'x', title: 'X', medianPay: 60_000 },
      budgetTotals(
        { housing: 0, transportation: 0, food: 0, healthcare: 0, entertainment: 0, apparel: 0, personalCare: 0, educationOther: 0 },
        0.8,
      ),
      // What financial-expectations/career-fit-options.ts passes: the same terms for today.
      { keptAfterTax: 0.8, terms: currentTrueCostTerms(TODAY).terms, limits: FEDERAL_LOAN_LIMITS },
    );
    expect(fit.maxSafeDebt).toBe(35_400);
    expect(fit.safeDebtMonthlyPayment).toBe(plannedDebtOnPage(35_400, TODAY)?.monthlyPayment);
  });

  it('prices nothing without a debt', () => {
    expect(plannedDebtOnPage(null, TODAY)).toBeNull();
    expect(plannedDebtOnPage(0, TODAY)).toMatchObject({ monthlyPayment: 0, beyondFederal: null });
  });
});
