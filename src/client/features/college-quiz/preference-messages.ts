import type { AcademicStanding, Selectivity } from '@domain/catalog/college-match';
import type { CollegeControl, CollegeLocale } from '@domain/catalog/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'college-quiz'>;

/** The English texts collegePreferencesSchema can show (spec style, kept exact) and their keys. */
export const PREFERENCE_MESSAGES: KnownMessages<'college-quiz'> = {
  'Choose a state from the list': 'college-quiz.errPickState',
  'Choose a size from the list': 'college-quiz.errPickSize',
  'Choose a setting from the list': 'college-quiz.errPickSetting',
  'Choose a kind of college from the list': 'college-quiz.errPickKind',
  'Choose a selectivity from the list': 'college-quiz.errPickSelectivity',
  'Enter a yearly amount in dollars, or leave it empty': 'college-quiz.errYearlyAmount',
  'Enter a whole number of dollars': 'college-quiz.errWholeDollars',
  'The amount cannot be negative': 'college-quiz.errNegative',
  'Enter an amount up to $200,000 a year': 'college-quiz.errMaxAmount',
  'Choose your GPA range, or "I\'m not sure"': 'college-quiz.errGpa',
  'Choose up to 5 majors': 'college-quiz.errMajors',
  'Enter the number of years': 'college-quiz.errYears',
  'Enter a whole number of years': 'college-quiz.errWholeYears',
  'Enter at least 1 year': 'college-quiz.errMinYears',
  'Enter at most 8 years': 'college-quiz.errMaxYears',
};

export const LOCALE_LABELS: Record<CollegeLocale, Key> = {
  city: 'college-quiz.city',
  suburb: 'college-quiz.suburb',
  town: 'college-quiz.town',
  rural: 'college-quiz.rural',
};
export const CONTROL_LABELS: Record<CollegeControl, Key> = {
  public: 'college-quiz.public',
  'private-nonprofit': 'college-quiz.privateNonprofit',
  'private-for-profit': 'college-quiz.privateForProfit',
};
/** The domain's SELECTIVITY_LABELS, as keys. */
export const SELECTIVITY_KEYS: Record<Selectivity, Key> = {
  any: 'college-quiz.selectivityAny',
  open: 'college-quiz.selectivityOpen',
  less: 'college-quiz.selectivityLess',
  more: 'college-quiz.selectivityMore',
  most: 'college-quiz.selectivityMost',
};
/** The domain's ACADEMIC_STANDING_LABELS, as keys. */
export const STANDING_KEYS: Record<AcademicStanding, Key> = {
  'below-3.0': 'college-quiz.gpaBelow30',
  '3.0-3.5': 'college-quiz.gpa30to35',
  '3.5-3.8': 'college-quiz.gpa35to38',
  '3.8-plus': 'college-quiz.gpa38plus',
  'not-sure': 'college-quiz.gpaNotSure',
};
