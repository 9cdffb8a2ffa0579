import type { RiasecArea } from '@domain/catalog/schemas';
import {
  careerEducationLevel,
  educationFits,
  strongestAreas,
  type RefinableCareer,
  type RefinedCareer,
  type SetAsideCareer,
} from '@domain/career-quiz/career-quiz';
import type { CareerPreferences, EducationPlan } from '@domain/career-quiz/career-quiz-result';
import type { Translate } from '@client/shared/i18n/messages';
import { areaList } from './quiz-texts';

/*
 * Why a career was kept or set aside by the quiz's preferences, in the active language. refineCareers
 * gives the facts (which checks a career missed, which chosen areas it matches); the sentences are written
 * here from them and the career's own figures: pay against the minimum, the entry-level schooling against
 * the plan, the strongest interest areas, the outlook.
 */
type ReasonT = Translate<'career-quiz' | 'careers'>;
type Usd = (amount: number) => string;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function payReason(t: ReasonT, usd: Usd, career: RefinableCareer, minimum: number | null): string {
  if (career.medianPay === null) {
    return minimum === null
      ? t('career-quiz.refine.payNotReported')
      : t('career-quiz.refine.payNotReportedMinimum', { minimum: usd(minimum) });
  }
  const pay = usd(career.medianPay);
  if (minimum === null) return t('career-quiz.refine.pay', { pay });
  return career.medianPay >= minimum
    ? t('career-quiz.refine.payAbove', { pay, minimum: usd(minimum) })
    : t('career-quiz.refine.payBelow', { pay, minimum: usd(minimum) });
}

function educationReason(t: ReasonT, career: RefinableCareer, plan: EducationPlan): string {
  const reading = careerEducationLevel(career);
  if (reading === null) return t('career-quiz.refine.educationNotReported');
  const start =
    reading.basis === 'job-zone'
      ? t('career-quiz.refine.educationEstimate', { zone: reading.jobZone, plan: lowerFirst(t(`career-quiz.plan.${reading.plan}`)) })
      : t('career-quiz.refine.educationBls', { education: lowerFirst(t(`careers.education.${reading.education}`)) });
  return t(educationFits(career, plan) ? 'career-quiz.refine.educationWithin' : 'career-quiz.refine.educationMore', { start });
}

function interestReason(t: ReasonT, career: RefinableCareer, matched: readonly RiasecArea[]): string {
  const strongest = areaList(t, strongestAreas(career));
  return matched.length > 0
    ? t('career-quiz.refine.interestMatched', { strongest, matched: areaList(t, matched) })
    : t('career-quiz.refine.interestOther', { strongest });
}

function outlookReason(t: ReasonT, percent: number | null): string {
  if (percent === null) return t('career-quiz.refine.outlookNotReported');
  if (percent > 0) return t('career-quiz.refine.outlookGrow', { percent });
  if (percent === 0) return t('career-quiz.refine.outlookSame');
  return t('career-quiz.refine.outlookShrink', { percent: Math.abs(percent) });
}

/** The reasons shown under a kept career: pay, schooling, then the interest areas (when some were chosen) and the outlook (when it matters). */
export function keptReasons(t: ReasonT, usd: Usd, item: RefinedCareer<RefinableCareer>, preferences: CareerPreferences): string[] {
  const { career } = item;
  const reasons = [payReason(t, usd, career, preferences.minimumPay), educationReason(t, career, preferences.education)];
  if (preferences.interestAreas.length > 0) reasons.push(interestReason(t, career, item.matchedAreas));
  if (preferences.outlook === 'important') reasons.push(outlookReason(t, career.outlookPercent));
  return reasons;
}

/** The reasons a career was set aside: one per check it missed. */
export function setAsideReasons(t: ReasonT, usd: Usd, item: SetAsideCareer<RefinableCareer>, preferences: CareerPreferences): string[] {
  return item.misses.map((miss) =>
    miss === 'pay' ? payReason(t, usd, item.career, preferences.minimumPay) : educationReason(t, item.career, preferences.education),
  );
}
