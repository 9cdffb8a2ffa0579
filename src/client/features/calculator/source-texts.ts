import type { KnownMessages } from '@client/shared/i18n/known-messages';

/**
 * The rule summaries and left-out figures of @data/federal-loans (English, built from the
 * domain's constants) → their keys. The English catalog holds the same text exactly
 * (source-texts.test.ts), so a changed figure fails the test instead of drifting.
 */
export const SOURCE_TEXTS: KnownMessages<'calculator'> = {
  'Loans made on or after July 1, 2026: fixed payments over 10 years (total federal balance under $25,000), 15 years (total federal balance under $50,000), 20 years (total federal balance under $100,000), 25 years (total federal balance $100,000 or more) (34 CFR 685.208(c)(1)(iii)).':
    'calculator.rule.tieredStandard',
  'RAP: $120 a year for an AGI of $10,000 or less, then 1%, 2%, 3%, 4%, 5%, 6%, 7%, 8%, 9%, 10% of the whole AGI in $10,000 bands (more than $10,000 up to $20,000 is 1%, … more than $100,000 is 10%), divided by 12, less $50 a month per dependent, never below $10 a month (HEA section 455(q), 20 U.S.C. 1087e(q), added by Public Law 119-21; 34 CFR 685.209(b)(2), (f)(5), (g)(3)).':
    'calculator.rule.rapPayment',
  'RAP: interest your on-time payment does not cover is not charged; if the payment repays less than $50 of principal, the Department pays down principal up to the lesser of $50 and your payment; what is left after 360 qualifying payments is forgiven (HEA section 455(q), 20 U.S.C. 1087e(q), added by Public Law 119-21; 34 CFR 685.209(h), (k)).':
    'calculator.rule.rapAssistance',
  'Borrowers with no federal loan made on or after July 1, 2026 keep the 10-year Standard plan, Graduated (within 10 years, no payment more than 3 times another) and Extended (up to 25 years, more than $30,000 of Direct Loans), and may choose RAP (34 CFR 685.208(b)).':
    'calculator.rule.legacyPlans',
  'Direct Loan interest rates for 2026-27 (loans first disbursed from July 1, 2026)': 'calculator.omitted.rates2026',
  'No source we could read stated them; only pages repeating older years were found.': 'calculator.omitted.rates2026Reason',
  'Loan fees for loans first disbursed on or after October 1, 2026': 'calculator.omitted.fees',
  'Sources confirm 1.057% / 4.228% only for first disbursements before October 1, 2026.': 'calculator.omitted.feesReason',
  'Which degree programs count as "professional" for the $50,000 / $200,000 limits': 'calculator.omitted.professional',
  'Schools report that the definition comes from the Department; we did not read it in the rule text.':
    'calculator.omitted.professionalReason',
  'The interim (legacy) exception letting pre-July 2026 borrowers keep the old limits for up to three years': 'calculator.omitted.interim',
  'Reported by university aid offices but not read in the law or rule, so it is described in words only, not modelled.':
    'calculator.omitted.interimReason',
};
