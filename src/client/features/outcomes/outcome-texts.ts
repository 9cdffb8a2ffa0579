import type { FinancialGradeResult, FinancialRisk } from '@domain/finance/grade';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

export type OutcomesT = Translate<'outcomes'>;

const RISK_WORDS: Record<FinancialRisk, AreaKey<'outcomes'>> = {
  'Very Low': 'outcomes.riskVeryLow',
  Low: 'outcomes.riskLow',
  Moderate: 'outcomes.riskModerate',
  Higher: 'outcomes.riskHigher',
  High: 'outcomes.riskHigh',
  'Very High': 'outcomes.riskVeryHigh',
  Extreme: 'outcomes.riskExtreme',
};

/** "B+ (Moderate risk)", or "N/A (not reported)". */
export function gradeText(t: OutcomesT, grade: FinancialGradeResult): string {
  return grade.grade === 'N/A' || grade.risk === null
    ? t('outcomes.gradeNone')
    : t('outcomes.gradeWithRisk', { grade: grade.grade, risk: t(RISK_WORDS[grade.risk]) });
}

/** "Parent PLUS $8,000" or "Parent PLUS not in the data" (the family's added debt, which the data may lack). */
export function parentPlusText(t: OutcomesT, format: Formatters, amount: number | null): string {
  return amount === null ? t('outcomes.parentPlusNone') : t('outcomes.parentPlusAmount', { amount: format.usd(amount) });
}

export function privateLoansText(t: OutcomesT, format: Formatters, amount: number | null): string {
  return amount === null ? t('outcomes.privateNone') : t('outcomes.privateAmount', { amount: format.usd(amount) });
}

/** The costly rule and the family-debt notes of the page, in the active language (domain COSTLY_RULE_TEXT and data notes). */
export function familyDebtNotes(t: OutcomesT): string[] {
  return [t('outcomes.parentPlusNote'), t('outcomes.privateNote')];
}
