import type { KnownMessages } from '@client/shared/i18n/known-messages';
import { AMOUNT_NOT_A_NUMBER, FAMILY_NOT_A_NUMBER, GROWTH_NOT_A_NUMBER, RATE_NOT_A_NUMBER, SALARY_NOT_A_NUMBER } from './calculator-link';

/**
 * The English the calculators' fields can show (the domain's repaymentInputSchema, the borrowing
 * schema and the "not a number" texts) and their keys; the English stays the schemas' exactly.
 */
export const CALCULATOR_MESSAGES: KnownMessages<'calculator'> = {
  [SALARY_NOT_A_NUMBER]: 'calculator.error.salaryNotANumber',
  [AMOUNT_NOT_A_NUMBER]: 'calculator.error.amountNotANumber',
  [RATE_NOT_A_NUMBER]: 'calculator.error.rateNotANumber',
  [GROWTH_NOT_A_NUMBER]: 'calculator.error.growthNotANumber',
  [FAMILY_NOT_A_NUMBER]: 'calculator.error.familyNotANumber',
  'Enter a loan amount of $0 or more': 'calculator.error.amountMin',
  'Enter a loan amount up to $1,000,000': 'calculator.error.amountMax',
  'Enter a rate of 0% or more': 'calculator.error.rateMin',
  'Enter a rate up to 30%': 'calculator.error.rateMax',
  'Add at least one loan': 'calculator.error.loansMin',
  'Add at most 20 loans': 'calculator.error.loansMax',
  'Enter a salary of $0 or more': 'calculator.error.salaryMin0',
  'Enter a salary up to $10,000,000': 'calculator.error.salaryMax',
  'Enter growth of -20% or more': 'calculator.error.growthMin',
  'Enter growth up to 20%': 'calculator.error.growthMax',
  'Family size is a whole number': 'calculator.error.familyWhole',
  'Family size includes you, so it is at least 1': 'calculator.error.familyMin',
  'Enter a valid start date': 'calculator.error.startDate',
  'Enter a salary of $1 or more': 'calculator.error.salaryMin1',
};
