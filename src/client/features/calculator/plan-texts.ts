import type { PlanEligibility, PlanId } from '@domain/finance/repayment';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

/** The domain's plan names (PLAN_LABELS, kept in English) → their keys. */
export const PLAN_LABEL_KEYS: Readonly<Record<PlanId, AreaKey<'calculator'>>> = {
  'standard-10': 'calculator.plan.standard10',
  'tiered-standard': 'calculator.plan.tieredStandard',
  graduated: 'calculator.plan.graduated',
  extended: 'calculator.plan.extended',
  rap: 'calculator.plan.rap',
};

export const planLabel = (t: Translate<'calculator'>, plan: PlanId) => t(PLAN_LABEL_KEYS[plan]);

/** Why eligiblePlans() opens or closes one plan (its facts), in the active language. */
export function eligibilityReason(t: Translate<'calculator'>, format: Formatters, intlLocale: string, entry: PlanEligibility): string {
  // Balances keep their cents when they have any ("$31,000", "$31,000.5"), as the borrower typed them.
  const dollars = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const { reason } = entry;
  switch (reason.code) {
    case 'no-federal':
      return t('calculator.reason.noFederal');
    case 'new-menu-only':
      return t('calculator.reason.newMenuOnly');
    case 'rap':
      return t('calculator.reason.rap', { minimum: format.usd(10) });
    case 'tiered':
      return t('calculator.reason.tiered', {
        balance: dollars.format(reason.balance),
        years: reason.years,
        tier1: format.usd(25_000),
        tier2: format.usd(50_000),
        tier3: format.usd(100_000),
      });
    case 'tiered-not-yours':
      return t('calculator.reason.tieredNotYours');
    case 'legacy':
      return t('calculator.reason.legacy');
    case 'graduated':
      return t('calculator.reason.graduated');
    case 'extended':
      return t(entry.eligible ? 'calculator.reason.extendedYes' : 'calculator.reason.extendedNo', {
        balance: dollars.format(reason.balance),
        minimum: format.usd(reason.minimum),
      });
  }
}
