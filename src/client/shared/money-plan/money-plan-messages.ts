import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';

/*
 * The English texts the money plan can receive (its zod schema's, the server's 403/404/409 answers and
 * the repayment rules the server sends; spec style, kept exact there) and their keys.
 * money-plan-messages.test.ts checks each one against the domain, data and server English.
 */

const amountMessages = (label: string, key: 'contribution' | 'savings' | 'extraGrants' | 'familyIncome'): KnownMessages<'money-plan'> => ({
  [`Enter ${label} as a number of dollars`]: `money-plan.err.${key}.number`,
  [`Enter ${label} in whole dollars`]: `money-plan.err.${key}.whole`,
  [`Enter ${label} of $0 or more`]: `money-plan.err.${key}.min`,
  [`Enter ${label} up to $10,000,000`]: `money-plan.err.${key}.max`,
});

export const MONEY_PLAN_MESSAGES: KnownMessages<'money-plan'> = {
  ...amountMessages('the yearly contribution', 'contribution'),
  ...amountMessages('savings', 'savings'),
  ...amountMessages('extra grants and scholarships', 'extraGrants'),
  ...amountMessages('the family income', 'familyIncome'),
  'Send the plan version you edited': 'money-plan.err.version',
  'Version is a whole number': 'money-plan.err.versionWhole',
  'Only a student account has its own family money plan. A parent opens it from /family.': 'money-plan.err.studentsOnly',
  "The family money plan of a child is for their linked parent accounts. A student opens their own plan from the dashboard's money plan link.":
    'money-plan.err.parentsOnly',
  'No linked child was found.': 'money-plan.err.noChild',
  'Someone else in your family saved the money plan after you opened it, so your change was not saved. Reload to see their figures, then make your change again.':
    'money-plan.err.stale',
};

/** `data.rules.*` (the summaries of @data/federal-loans REPAYMENT_RULES), as the calculator's keys for the same texts. */
export const MONEY_PLAN_RULES: KnownMessages<'calculator'> = {
  'Loans made on or after July 1, 2026: fixed payments over 10 years (total federal balance under $25,000), 15 years (total federal balance under $50,000), 20 years (total federal balance under $100,000), 25 years (total federal balance $100,000 or more) (34 CFR 685.208(c)(1)(iii)).':
    'calculator.rule.tieredStandard',
  'RAP: $120 a year for an AGI of $10,000 or less, then 1%, 2%, 3%, 4%, 5%, 6%, 7%, 8%, 9%, 10% of the whole AGI in $10,000 bands (more than $10,000 up to $20,000 is 1%, … more than $100,000 is 10%), divided by 12, less $50 a month per dependent, never below $10 a month (HEA section 455(q), 20 U.S.C. 1087e(q), added by Public Law 119-21; 34 CFR 685.209(b)(2), (f)(5), (g)(3)).':
    'calculator.rule.rapPayment',
};

/** The grade's risk (domain financialGrade), as "… risk" labels: the grades' own map. */
export { RISK_LABEL_KEYS } from '@client/shared/financial-expectations/grade-texts';

/** The earnings horizon's short label the server sends (domain EARNINGS_HORIZON_LABELS[...].short), as keys. */
export const HORIZON_KEYS: Readonly<Record<string, AreaKey<'budget'>>> = {
  'first year after graduation': 'budget.horizon.earlyCareer.short',
  'median of all workers': 'budget.horizon.allWorkers.short',
};
