import { TRUE_COST_DATASETS } from '@data/true-cost-datasets';
import { plannedDebtCost, trueCostTermsFor, type PlannedDebtCost } from '@domain/money-plan/planned-debt';

/** Terms for loans first disbursed today, or the latest we have when today's award year is not in our data yet. */
export function currentTrueCostTerms(today: Date = new Date()) {
  return trueCostTermsFor(today.toISOString().slice(0, 10), TRUE_COST_DATASETS);
}

/**
 * What every page shows for a debt the student typed: the same function, terms and defaults as the
 * counselor and the money plan. Null without a usable amount.
 */
export function plannedDebtOnPage(
  plannedDebt: number | null | undefined,
  today: Date = new Date(),
  years?: number,
): PlannedDebtCost | null {
  if (typeof plannedDebt !== 'number' || !Number.isFinite(plannedDebt) || plannedDebt < 0) return null;
  return plannedDebtCost(plannedDebt, currentTrueCostTerms(today).terms, years === undefined ? {} : { years });
}
