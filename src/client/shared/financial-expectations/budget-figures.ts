import { AFTER_TAX_SHARE } from '@data/living-costs';
import { DIRECT_LOAN_RATES, FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { afterTaxShare, type CareerFitOptions } from '@domain/finance/budget';
import { rateForDate } from '@domain/finance/payment-share';

/** Share of income US households kept after taxes (CE 2022): the basis of "income needed before tax". */
export const KEPT_AFTER_TAX = afterTaxShare(AFTER_TAX_SHARE.incomeBeforeTaxes, AFTER_TAX_SHARE.incomeAfterTaxes);

/** "88.5%" of income kept after taxes. */
export const KEPT_AFTER_TAX_LABEL = `${(KEPT_AFTER_TAX * 100).toFixed(1)}%`;

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
    ratePercent: rate.undergraduatePercent,
    limits: FEDERAL_LOAN_LIMITS,
    awardYear: rate.awardYear,
    coversToday,
    rateSourceUrl: rate.sources[0]?.url ?? null,
  };
}
