import type { PlanResult } from '@domain/finance/repayment';
import type { Translate } from '@client/shared/i18n/messages';
import type { CalcFormat } from './format';

type PlanFigures = Pick<PlanResult, 'label' | 'totalPaid' | 'firstMonthlyPayment' | 'months' | 'forgiven'>;

/**
 * The plan to recommend, in one sentence (the calculator listed plans without saying which is best). The best plan
 * is the one that costs least in all, since every dollar over the amount borrowed is debt cost; a tie goes to the shorter one.
 * Null when no plan can be shown. `label` is the plan's name in the active language.
 */
export function bestPlanSentence(
  t: Translate<'calculator'>,
  fmt: CalcFormat,
  plans: readonly PlanFigures[],
  example: boolean,
): string | null {
  const best = [...plans].sort((a, b) => a.totalPaid - b.totalPaid || a.months - b.months)[0];
  if (!best) return null;
  return t(example ? 'calculator.bestPlanExample' : 'calculator.bestPlanYours', {
    plan: best.label,
    monthly: fmt.usd(best.firstMonthlyPayment),
    total: fmt.usd(best.totalPaid),
    others: plans.length > 1 ? t('calculator.bestPlanLeast') : '',
    duration: fmt.duration(best.months),
    forgiven: best.forgiven > 0 ? t('calculator.bestPlanForgiven', { amount: fmt.usd(best.forgiven) }) : '',
  });
}
