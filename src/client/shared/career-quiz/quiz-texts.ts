import type { RiasecArea } from '@domain/catalog/schemas';
import type { EducationPlan, OutlookPreference, WorkValue } from '@domain/career-quiz/career-quiz-values';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

/*
 * The quiz texts the domain keeps in English (items, answer scales, interest areas, work values,
 * plans), shown in the active language by id. The keys exist for every id: a test
 * compares them with the domain's lists.
 */
export type CareerQuizKey = AreaKey<'career-quiz'>;
type T = Translate<'career-quiz'>;

export const quizItemText = (t: T, id: string) => t(`career-quiz.item.${id}` as CareerQuizKey);
export const likertLabel = (t: T, value: number) => t(`career-quiz.likert.${value}` as CareerQuizKey);
export const areaName = (t: T, area: RiasecArea) => t(`career-quiz.area.${area}`);
export const areaBlurb = (t: T, area: RiasecArea) => t(`career-quiz.areaBlurb.${area}`);
export const valueItemText = (t: T, id: string) => t(`career-quiz.valueItem.${id}` as CareerQuizKey);
export const importanceLabel = (t: T, value: number) => t(`career-quiz.importance.${value}` as CareerQuizKey);
export const workValueName = (t: T, value: WorkValue) => t(`career-quiz.value.${value}`);
export const workValueDescription = (t: T, value: WorkValue) => t(`career-quiz.valueDescription.${value}`);
/** The questions to ask about a value (two each). */
export const workValueQuestions = (t: T, value: WorkValue) => [t(`career-quiz.valueAsk.${value}.1`), t(`career-quiz.valueAsk.${value}.2`)];
export const planLabel = (t: T, plan: EducationPlan) => t(`career-quiz.plan.${plan}`);
export const planDetail = (t: T, plan: EducationPlan) => t(`career-quiz.planDetail.${plan}`);
export const outlookLabel = (t: T, choice: OutlookPreference) => t(`career-quiz.outlook.${choice}`);

/** "R, I, S" → their names in the active language, joined. */
export const areaNames = (t: T, areas: readonly RiasecArea[]) => areas.map((area) => areaName(t, area)).join(', ');

/** "Investigative and Realistic": the areas' names in the active language, the last joined by "and". */
export function areaList(t: T, areas: readonly RiasecArea[]): string {
  const names = areas.map((area) => areaName(t, area));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${t('career-quiz.and')} ${names.at(-1)}`;
}
