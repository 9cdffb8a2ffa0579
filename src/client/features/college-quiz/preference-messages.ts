import type { AcademicStanding, Selectivity } from '@domain/catalog/college-match';
import type { CollegeControl, CollegeLocale } from '@domain/catalog/schemas';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'collegeQuiz'>;

/** The English texts collegePreferencesSchema can show (spec style, kept exact) and their keys. */
export const PREFERENCE_MESSAGES: KnownMessages<'collegeQuiz'> = {
  'Choose a state from the list': 'collegeQuiz.errPickState',
  'Choose a size from the list': 'collegeQuiz.errPickSize',
  'Choose a setting from the list': 'collegeQuiz.errPickSetting',
  'Choose a kind of college from the list': 'collegeQuiz.errPickKind',
  'Choose a selectivity from the list': 'collegeQuiz.errPickSelectivity',
  'Enter a yearly amount in dollars, or leave it empty': 'collegeQuiz.errYearlyAmount',
  'Enter a whole number of dollars': 'collegeQuiz.errWholeDollars',
  'The amount cannot be negative': 'collegeQuiz.errNegative',
  'Enter an amount up to $200,000 a year': 'collegeQuiz.errMaxAmount',
  'Choose your GPA range, or "I\'m not sure"': 'collegeQuiz.errGpa',
  'Choose up to 5 majors': 'collegeQuiz.errMajors',
  'Enter the number of years': 'collegeQuiz.errYears',
  'Enter a whole number of years': 'collegeQuiz.errWholeYears',
  'Enter at least 1 year': 'collegeQuiz.errMinYears',
  'Enter at most 8 years': 'collegeQuiz.errMaxYears',
};

export const LOCALE_LABELS: Record<CollegeLocale, Key> = {
  city: 'collegeQuiz.city',
  suburb: 'collegeQuiz.suburb',
  town: 'collegeQuiz.town',
  rural: 'collegeQuiz.rural',
};
export const CONTROL_LABELS: Record<CollegeControl, Key> = {
  public: 'collegeQuiz.public',
  'private-nonprofit': 'collegeQuiz.privateNonprofit',
  'private-for-profit': 'collegeQuiz.privateForProfit',
};
/** The domain's SELECTIVITY_LABELS, as keys. */
export const SELECTIVITY_KEYS: Record<Selectivity, Key> = {
  any: 'collegeQuiz.selectivityAny',
  open: 'collegeQuiz.selectivityOpen',
  less: 'collegeQuiz.selectivityLess',
  more: 'collegeQuiz.selectivityMore',
  most: 'collegeQuiz.selectivityMost',
};
/** The domain's ACADEMIC_STANDING_LABELS, as keys. */
export const STANDING_KEYS: Record<AcademicStanding, Key> = {
  'below-3.0': 'collegeQuiz.gpaBelow30',
  '3.0-3.5': 'collegeQuiz.gpa30to35',
  '3.5-3.8': 'collegeQuiz.gpa35to38',
  '3.8-plus': 'collegeQuiz.gpa38plus',
  'not-sure': 'collegeQuiz.gpaNotSure',
};
