import type { OmittedFigureId, RepaymentRuleId } from '@data/federal-loans';
import type { AreaKey } from '@client/shared/i18n/messages';

/**
 * The repayment rules and left-out figures of @data/federal-loans by id, as the keys of their texts. The data keeps
 * its English for API clients and the counselor; the English catalog says exactly the same (plan-texts.test.ts).
 */
export const RULE_KEYS: Readonly<Record<RepaymentRuleId, AreaKey<'calculator'>>> = {
  'tiered-standard': 'calculator.rule.tieredStandard',
  'rap-payment': 'calculator.rule.rapPayment',
  'rap-assistance': 'calculator.rule.rapAssistance',
  'legacy-plans': 'calculator.rule.legacyPlans',
};

export const OMITTED_FIGURE_KEYS: Readonly<Record<OmittedFigureId, { figure: AreaKey<'calculator'>; reason: AreaKey<'calculator'> }>> = {
  'rates-2026': { figure: 'calculator.omitted.rates2026', reason: 'calculator.omitted.rates2026Reason' },
  'fees-2026': { figure: 'calculator.omitted.fees', reason: 'calculator.omitted.feesReason' },
  professional: { figure: 'calculator.omitted.professional', reason: 'calculator.omitted.professionalReason' },
  interim: { figure: 'calculator.omitted.interim', reason: 'calculator.omitted.interimReason' },
};
