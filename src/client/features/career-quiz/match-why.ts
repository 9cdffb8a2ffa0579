import type { InterestMatchReason } from '@domain/career-quiz/riasec';
import type { Translate } from '@client/shared/i18n/messages';
import { areaList, areaName } from '@client/shared/career-quiz/quiz-texts';

/** Why a major or career fits the student's interests (explainMatch's facts, from the API), in the active language. */
export function matchWhyText(t: Translate<'career-quiz'>, why: InterestMatchReason): string {
  switch (why.code) {
    case 'shared':
      return t('career-quiz.why.shared', { strength: why.strength, areas: areaList(t, why.areas) });
    case 'leans':
      return t('career-quiz.why.leans', { strength: why.strength, lead: areaName(t, why.lead), yourTop: areaList(t, why.yourTop) });
    case 'flat':
      return t('career-quiz.why.flat', { lead: areaName(t, why.lead) });
  }
}
