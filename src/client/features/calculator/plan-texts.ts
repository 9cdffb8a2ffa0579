import { fromCents, toCents } from '@domain/finance/loans';
import {
  EXTENDED_MINIMUM_BALANCE,
  tieredStandardTermMonths,
  type BorrowerLoan,
  type PlanEligibility,
  type PlanId,
} from '@domain/finance/repayment';
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

/**
 * The reason eligiblePlans() gives for one plan, in the active language: the domain writes it in
 * English (its tests read it); this rebuilds the same sentence from the same facts (the English
 * catalog equals the domain's text, plan-texts.test.ts checks it).
 */
export function eligibilityReason(
  t: Translate<'calculator'>,
  format: Formatters,
  intlLocale: string,
  entry: PlanEligibility,
  loans: readonly BorrowerLoan[],
): string {
  const federal = loans.filter((l) => l.kind === 'federal' && toCents(l.amount) > 0);
  if (federal.length === 0) return t('calculator.reason.noFederal');
  const balance = fromCents(federal.reduce((sum, l) => sum + toCents(l.amount), 0));
  // The domain's dollars: cents only when there are any ("$31,000", "$31,000.5").
  const dollars = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const hasNew = federal.some((l) => l.disbursed === 'on-or-after-2026-07-01');
  const values = { balance: dollars.format(balance), minimum: format.usd(EXTENDED_MINIMUM_BALANCE) };
  switch (entry.plan) {
    case 'rap':
      return t('calculator.reason.rap', { minimum: format.usd(10) });
    case 'tiered-standard':
      return hasNew
        ? t('calculator.reason.tiered', {
            balance: values.balance,
            years: tieredStandardTermMonths(balance) / 12,
            tier1: format.usd(25_000),
            tier2: format.usd(50_000),
            tier3: format.usd(100_000),
          })
        : t('calculator.reason.tieredNotYours');
    case 'standard-10':
      return hasNew ? t('calculator.reason.newMenuOnly') : t('calculator.reason.legacy');
    case 'graduated':
      return hasNew ? t('calculator.reason.newMenuOnly') : t('calculator.reason.graduated');
    case 'extended':
      if (hasNew) return t('calculator.reason.newMenuOnly');
      return t(entry.eligible ? 'calculator.reason.extendedYes' : 'calculator.reason.extendedNo', values);
  }
}
