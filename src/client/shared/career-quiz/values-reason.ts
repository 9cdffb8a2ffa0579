import type { CareerWorkValues } from '@domain/catalog/schemas';
import { WORK_VALUES, type WorkValue } from '@domain/career-quiz/career-quiz-values';
import { EXTENT_MAX } from '@domain/career-quiz/values-match';
import type { Translate } from '@client/shared/i18n/messages';
import { workValueName } from './quiz-texts';

type T = Translate<'career-quiz'>;

/** formatExtent() in the active language: "6.17 of 7". */
export const extentText = (t: T, extent: number) => t('career-quiz.extent', { value: extent.toFixed(2), max: EXTENT_MAX });

/** valuesMatchReason() (domain, English) in the active language: the same four cases, the same figures. */
export function valuesReasonText(t: T, workValues: CareerWorkValues, topValues: readonly WorkValue[]): string {
  const { extent, highPoints } = workValues;
  const highest = [...WORK_VALUES].sort((a, b) => extent[b] - extent[a] || WORK_VALUES.indexOf(a) - WORK_VALUES.indexOf(b))[0] as WorkValue;
  const careerTop = highPoints[0] ?? highest;
  const first = topValues[0];
  const named = (value: WorkValue) => ({ value: workValueName(t, value), extent: extentText(t, extent[value]) });
  if (first === undefined) return t('career-quiz.reasonNoneStoodOut', named(careerTop));
  const shared = topValues.find((value) => highPoints.includes(value));
  if (shared === first) return t('career-quiz.reasonTopHigh', named(first));
  if (shared !== undefined) return t('career-quiz.reasonOneOfHigh', named(shared));
  const top = named(careerTop);
  return t('career-quiz.reasonTopHere', { ...named(first), careerTop: top.value, careerTopExtent: top.extent });
}
