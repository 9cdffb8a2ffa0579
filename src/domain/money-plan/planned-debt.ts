import type { FederalLoanLimitsData } from '@domain/finance/loan-limits';
import { financialGrade, type FinancialGradeResult } from '@domain/finance/grade';
import { rateForDate, type DatedRate } from '@domain/finance/payment-share';
import { trueCostOfBorrowing, type SubsidizedEligibility, type TrueCost, type TrueCostTerms } from './true-cost';

/*
 * The one entry point for a debt someone types or plans on a page that is not the money plan: the
 * grade page, financial expectations, the calculators, the family view and the counselor. They all
 * call plannedDebtCost with terms from trueCostTermsFor, so a planned $45,000 shows the same split,
 * payment and beyond-federal sentence on every page as a $45,000 gap does in the money plan.
 */

/** Years of school a planned debt pays for when the page does not ask: a four-year degree (an assumption the page states). */
export const PLANNED_DEBT_YEARS = 4;

type RateEntry = DatedRate & { readonly undergraduatePercent: number; readonly plusPercent: number; readonly awardYear: string };
type FeeEntry = DatedRate & { readonly subsidizedUnsubsidizedPercent: number; readonly plusPercent: number };

/** The datasets the terms are read from (src/data/federal-loans.ts and src/data/private-loans.ts); the domain may not import data. */
export type TrueCostDatasets = {
  readonly rates: readonly RateEntry[];
  readonly fees: readonly FeeEntry[];
  readonly limits: FederalLoanLimitsData;
  readonly privateRatePercent: number;
};

export type DatedTerms = {
  readonly terms: TrueCostTerms;
  readonly rateAwardYear: string;
  /** False when today's award year is not in the data yet and the latest earlier rates stand in (an estimate). */
  readonly ratesCoverToday: boolean;
  readonly feesCoverToday: boolean;
};

/** The limits, rates, fees and private-rate assumption for loans first disbursed on `day` (ISO yyyy-mm-dd). */
export function trueCostTermsFor(day: string, data: TrueCostDatasets): DatedTerms {
  const lastRate = data.rates.at(-1);
  const lastFee = data.fees.at(-1);
  if (!lastRate || !lastFee) throw new RangeError('the rate and fee datasets must not be empty');
  const rate = rateForDate(data.rates, day) ?? { rate: lastRate, coversToday: false };
  const fee = rateForDate(data.fees, day) ?? { rate: lastFee, coversToday: false };
  const { dependentUndergraduate, from2026 } = data.limits;
  return {
    terms: {
      directLimits: dependentUndergraduate,
      plusCaps: { annual: from2026.parentPlusAnnualPerStudent, aggregate: from2026.parentPlusAggregatePerStudent },
      undergraduateRatePercent: rate.rate.undergraduatePercent,
      plusRatePercent: rate.rate.plusPercent,
      directFeePercent: fee.rate.subsidizedUnsubsidizedPercent,
      plusFeePercent: fee.rate.plusPercent,
      privateRatePercent: data.privateRatePercent,
    },
    rateAwardYear: rate.rate.awardYear,
    ratesCoverToday: rate.coversToday,
    feesCoverToday: fee.coversToday,
  };
}

export type PlannedDebtCost = TrueCost & {
  readonly plannedDebt: number;
  readonly years: number;
  /** True when the page did not ask for the years and PLANNED_DEBT_YEARS stands in. */
  readonly yearsAssumed: boolean;
  readonly eligibility: SubsidizedEligibility;
};

/**
 * A planned debt at its true cost: spread over the years of school, split within the
 * dependent-undergraduate limits, then Parent PLUS within its caps, then private; interest to
 * repayment; each part's payment under its one rule (tiered Standard for federal loans first
 * disbursed on or after July 1, 2026; 10 level years, assumed, for private).
 *
 * Hand-checked: $45,000 over 4 years is $27,000 of Direct Loans ($31,161.48 at repayment,
 * $269.57 a month for 15 years at 6.39%) and $18,000 of Parent PLUS ($22,402.96 at repayment,
 * $283.06 a month for 10 years at 8.94%): $552.63 a month in all.
 */
export function plannedDebtCost(
  plannedDebt: number,
  terms: TrueCostTerms,
  options: { readonly years?: number; readonly eligibility?: SubsidizedEligibility } = {},
): PlannedDebtCost {
  const years = options.years ?? PLANNED_DEBT_YEARS;
  const eligibility = options.eligibility ?? 'not-sure';
  return {
    ...trueCostOfBorrowing(plannedDebt, years, eligibility, terms),
    plannedDebt,
    years,
    yearsAssumed: options.years === undefined,
    eligibility,
  };
}

/** The spec's grade of the whole debt once repayment starts (interest built up in school included), against the same income. */
export function gradeAtRepayment(cost: TrueCost, monthlyIncome: number | null | undefined): FinancialGradeResult {
  return financialGrade(monthlyIncome, cost.allDebtAtRepayment);
}

/** The payment as a share of a monthly income (0.1 = 10%); null without a usable income or a payment. */
export function paymentShareOf(cost: TrueCost, monthlyIncome: number | null | undefined): number | null {
  if (typeof monthlyIncome !== 'number' || !Number.isFinite(monthlyIncome) || monthlyIncome <= 0 || cost.monthlyPayment <= 0) return null;
  return cost.monthlyPayment / monthlyIncome;
}
