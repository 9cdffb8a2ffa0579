import type { KnownMessages } from '@client/shared/i18n/known-messages';

export { horizonText } from '@client/shared/financial-expectations/horizon-texts';

/** The English the financial expectations form's schema can show (financialExpectationsFormSchema) and their keys. */
export const EXPECTATIONS_MESSAGES: KnownMessages<'budget'> = {
  'Choose a lifestyle level.': 'budget.error.chooseLevel',
  'Choose which pay to plan on.': 'budget.error.chooseHorizon',
  'Enter your expected monthly income.': 'budget.error.incomeMissing',
  "Your expected monthly income can't be negative.": 'budget.error.incomeNegative',
  'Enter your expected monthly income as a number of dollars, like 4200.': 'budget.error.incomeNotANumber',
  'Enter a monthly income of at least $1.': 'budget.error.incomeMin',
  'Enter $100,000 or less.': 'budget.error.incomeMax',
  'Enter your planned total debt.': 'budget.error.debtMissing',
  "Your planned total debt can't be negative.": 'budget.error.debtNegative',
  'Enter your planned total debt as a number of dollars, like 4200.': 'budget.error.debtNotANumber',
  'Enter $1,000,000 or less.': 'budget.error.debtMax',
};
