import type { AcademicStanding, Selectivity } from '@domain/catalog/college-match';
import type { CollegeControl, CollegeLocale } from '@domain/catalog/schemas';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'college-quiz'>;

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
