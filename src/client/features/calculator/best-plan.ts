import type { PlanResult } from '@domain/finance/repayment';
import { durationInYears, usd } from './format';

type PlanFigures = Pick<PlanResult, 'label' | 'totalPaid' | 'firstMonthlyPayment' | 'months' | 'forgiven'>;

/**
 * The plan to recommend, in one sentence (issue 17: the calculator listed plans without saying which is best). The best plan
 * is the one that costs least in all, since every dollar over the amount borrowed is debt cost; a tie goes to the shorter one.
 * Null when no plan can be shown.
 */
export function bestPlanSentence(plans: readonly PlanFigures[], example: boolean): string | null {
  const best = [...plans].sort((a, b) => a.totalPaid - b.totalPaid || a.months - b.months)[0];
  if (!best) return null;
  const forgiven = best.forgiven > 0 ? `, with ${usd(best.forgiven)} forgiven at the end` : '';
  const subject = example ? 'For this example loan, the best plan' : 'Your best plan';
  const others = plans.length > 1 ? ', the least of the plans below' : '';
  return `${subject} is ${best.label}: ${usd(best.firstMonthlyPayment)} a month to start and ${usd(best.totalPaid)} paid in all${others}, over ${durationInYears(best.months)}${forgiven}.`;
}
