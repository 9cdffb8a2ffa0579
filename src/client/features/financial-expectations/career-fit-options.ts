import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import type { CareerFitOptions } from '@domain/finance/budget-fit';
import { rateForDate } from '@domain/finance/payment-share';
import { currentTrueCostTerms } from '@client/shared/lib/true-cost-terms';
import { KEPT_AFTER_TAX } from '@client/shared/financial-expectations/budget-figures';

/** What the page needs to name the rate: its percent, award year, whether it covers today, and its source. */
export type RateLabelParts = { awardYear: string; coversToday: boolean; rateSourceUrl: string | null };

/** Today's undergraduate Direct Loan rate (or the newest we hold) and how to name it on the page. */
export function careerFitOptions(today: Date = new Date()): CareerFitOptions & RateLabelParts {
  const choice = rateForDate(DIRECT_LOAN_RATES, today.toISOString().slice(0, 10)) ?? {
    rate: DIRECT_LOAN_RATES[DIRECT_LOAN_RATES.length - 1]!,
    coversToday: false,
  };
  const { rate, coversToday } = choice;
  return {
    keptAfterTax: KEPT_AFTER_TAX,
    terms: currentTrueCostTerms(today).terms,
    limits: FEDERAL_LOAN_LIMITS,
    awardYear: rate.awardYear,
    coversToday,
    rateSourceUrl: rate.sources[0]?.url ?? null,
  };
}
