import type { FinancialGrade, FinancialRisk } from '@domain/finance/grade';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

/** The domain's risk levels (GRADE_TABLE, kept in English) → their keys in area 'grades'. */
const RISK_KEYS: Readonly<Record<FinancialRisk, AreaKey<'grades'>>> = {
  'Very Low': 'grades.risk.veryLow',
  Low: 'grades.risk.low',
  Moderate: 'grades.risk.moderate',
  Higher: 'grades.risk.higher',
  High: 'grades.risk.high',
  'Very High': 'grades.risk.veryHigh',
  Extreme: 'grades.risk.extreme',
};

/** The domain's grade explanations (GRADE_TABLE) → their keys, by grade. */
const EXPLANATION_KEYS: Readonly<Record<Exclude<FinancialGrade, 'N/A'>, AreaKey<'grades'>>> = {
  'A+': 'grades.explanation.aPlus',
  A: 'grades.explanation.a',
  'A-': 'grades.explanation.aMinus',
  'B+': 'grades.explanation.bPlus',
  B: 'grades.explanation.b',
  'B-': 'grades.explanation.bMinus',
  'C+': 'grades.explanation.cPlus',
  C: 'grades.explanation.c',
  D: 'grades.explanation.d',
  F: 'grades.explanation.f',
};

/** "Low" → "Bajo" in Spanish. */
export const riskText = (t: Translate<'grades'>, risk: FinancialRisk) => t(RISK_KEYS[risk]);
/** "Low risk" → "Riesgo bajo" (one key each: the word order differs). */
export const RISK_LABEL_KEYS: Readonly<Record<FinancialRisk, AreaKey<'grades'>>> = {
  'Very Low': 'grades.riskLabel.veryLow',
  Low: 'grades.riskLabel.low',
  Moderate: 'grades.riskLabel.moderate',
  Higher: 'grades.riskLabel.higher',
  High: 'grades.riskLabel.high',
  'Very High': 'grades.riskLabel.veryHigh',
  Extreme: 'grades.riskLabel.extreme',
};
export const riskLabel = (t: Translate<'grades'>, risk: FinancialRisk) => t(RISK_LABEL_KEYS[risk]);
/** The grade's sentence in the active language. */
export const gradeExplanation = (t: Translate<'grades'>, grade: Exclude<FinancialGrade, 'N/A'>) => t(EXPLANATION_KEYS[grade]);
