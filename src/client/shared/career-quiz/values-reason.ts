import { EXTENT_MAX, type ValuesMatchReason } from '@domain/career-quiz/values-match';
import type { Translate } from '@client/shared/i18n/messages';
import { workValueName } from './quiz-texts';

type T = Translate<'career-quiz'>;

/** An extent as O*NET publishes it, two decimals, in the active language: "6.17 of 7". */
export const extentText = (t: T, extent: number) => t('career-quiz.extent', { value: extent.toFixed(2), max: EXTENT_MAX });

/** Why a career matches the student's values (valuesMatchReason's facts), in the active language. */
export function valuesReasonText(t: T, reason: ValuesMatchReason): string {
  switch (reason.code) {
    case 'none-stood-out':
      return t('career-quiz.reasonNoneStoodOut', {
        value: workValueName(t, reason.careerTop),
        extent: extentText(t, reason.careerTopExtent),
      });
    case 'top-high':
    case 'one-of-high':
      return t(reason.code === 'top-high' ? 'career-quiz.reasonTopHigh' : 'career-quiz.reasonOneOfHigh', {
        value: workValueName(t, reason.value),
        extent: extentText(t, reason.extent),
      });
    case 'top-here':
      return t('career-quiz.reasonTopHere', {
        value: workValueName(t, reason.value),
        extent: extentText(t, reason.extent),
        careerTop: workValueName(t, reason.careerTop),
        careerTopExtent: extentText(t, reason.careerTopExtent),
      });
  }
}
