import type { RiasecArea } from '@domain/catalog/schemas';
import { EDUCATION_LABELS } from '@domain/catalog/career-explore';
import { EDUCATION_LEVELS } from '@domain/catalog/catalog-values';
import { careerEducationLevel, EDUCATION_PLAN_INFO, type RefinableCareer } from '@domain/career-quiz/career-quiz';
import type { CareerPreferences, EducationPlan } from '@domain/career-quiz/career-quiz-result';
import { rankedAreas } from '@domain/career-quiz/riasec';
import type { Translate } from '@client/shared/i18n/messages';

/*
 * Why a career was kept or set aside by the quiz's preferences, in the active language. The domain
 * (refineCareers) writes these reasons in English, and the English page shows them as written; another
 * language rebuilds the same checks here from the same facts: pay against the minimum, the entry-level
 * schooling against the plan, the strongest interest areas, the outlook.
 */
type ReasonT = Translate<'career-quiz' | 'careers'>;
type Usd = (amount: number) => string;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const EDUCATION_BY_LABEL = new Map(EDUCATION_LEVELS.map((level) => [EDUCATION_LABELS[level].toLowerCase(), level]));
const PLAN_BY_LEVEL = new Map(
  (Object.entries(EDUCATION_PLAN_INFO) as [EducationPlan, { level: number }][]).map(([plan, info]) => [info.level, plan]),
);

export function payFits(career: RefinableCareer, minimum: number | null): boolean {
  return career.medianPay === null || minimum === null || career.medianPay >= minimum;
}

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

function educationReason(t: ReasonT, career: RefinableCareer, plan: EducationPlan): { fits: boolean; text: string } {
  const reading = careerEducationLevel(career);
  if (reading === null) return { fits: true, text: t('career-quiz.refine.educationNotReported') };
  const planAtLevel = PLAN_BY_LEVEL.get(reading.level);
  const level = EDUCATION_BY_LABEL.get(reading.text);
  const start = reading.estimated
    ? t('career-quiz.refine.educationEstimate', {
        zone: career.jobZone ?? '',
        plan: planAtLevel ? lowerFirst(t(`career-quiz.plan.${planAtLevel}`)) : t('career-quiz.refine.moreSchooling'),
      })
    : t('career-quiz.refine.educationBls', { education: level ? lowerFirst(t(`careers.education.${level}`)) : reading.text });
  const fits = reading.level <= EDUCATION_PLAN_INFO[plan].level;
  return { fits, text: t(fits ? 'career-quiz.refine.educationWithin' : 'career-quiz.refine.educationMore', { start }) };
}

function areaList(t: ReasonT, areas: readonly RiasecArea[], and: string): string {
  const names = areas.map((area) => t(`career-quiz.area.${area}`));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

function interestReason(t: ReasonT, career: RefinableCareer, chosen: readonly RiasecArea[]): string | null {
  if (chosen.length === 0) return null;
  const strongest = rankedAreas(career.interests).slice(0, 2);
  const matched = strongest.filter((area) => chosen.includes(area));
  const and = t('career-quiz.refine.and');
  return matched.length > 0
    ? t('career-quiz.refine.interestMatched', { strongest: areaList(t, strongest, and), matched: areaList(t, matched, and) })
    : t('career-quiz.refine.interestOther', { strongest: areaList(t, strongest, and) });
}

function outlookReason(t: ReasonT, percent: number | null): string {
  if (percent === null) return t('career-quiz.refine.outlookNotReported');
  if (percent > 0) return t('career-quiz.refine.outlookGrow', { percent });
  if (percent === 0) return t('career-quiz.refine.outlookSame');
  return t('career-quiz.refine.outlookShrink', { percent: Math.abs(percent) });
}

/** The reasons shown under a kept career, in the order the domain gives them. */
export function keptReasons(t: ReasonT, usd: Usd, career: RefinableCareer, preferences: CareerPreferences): string[] {
  const reasons = [payReason(t, usd, career, preferences.minimumPay), educationReason(t, career, preferences.education).text];
  const interest = interestReason(t, career, preferences.interestAreas);
  if (interest !== null) reasons.push(interest);
  if (preferences.outlook === 'important') reasons.push(outlookReason(t, career.outlookPercent));
  return reasons;
}

/** The reasons a career was set aside: the checks it failed. */
export function setAsideReasons(t: ReasonT, usd: Usd, career: RefinableCareer, preferences: CareerPreferences): string[] {
  const reasons: string[] = [];
  if (!payFits(career, preferences.minimumPay)) reasons.push(payReason(t, usd, career, preferences.minimumPay));
  const education = educationReason(t, career, preferences.education);
  if (!education.fits) reasons.push(education.text);
  return reasons;
}
