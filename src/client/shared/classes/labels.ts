import type { ProgressStepId } from '@domain/progress/progress';
import type { Translate } from '@client/shared/i18n/messages';

/* The classes' domain labels (steps, grade levels, interest areas) in the active language. */

const STEP_KEYS = {
  journey: 'classes.stepJourney',
  'career-quiz': 'classes.stepCareerQuiz',
  'college-quiz': 'classes.stepCollegeQuiz',
  'financial-expectations': 'classes.stepFinancialExpectations',
  'premium-journey': 'classes.stepPremiumJourney',
} as const satisfies Record<ProgressStepId, string>;

export const stepLabel = (t: Translate<'classes'>, step: string) => (step in STEP_KEYS ? t(STEP_KEYS[step as ProgressStepId]) : step);

export const gradeLevelText = (t: Translate<'classes'>, level: number) =>
  level === 13 ? t('classes.gradeCollege') : t('classes.gradeLevel', { level });

const AREA_KEYS = {
  R: 'classes.areaR',
  I: 'classes.areaI',
  A: 'classes.areaA',
  S: 'classes.areaS',
  E: 'classes.areaE',
  C: 'classes.areaC',
} as const;

export const areaLabel = (t: Translate<'classes'>, area: string) =>
  area in AREA_KEYS ? t(AREA_KEYS[area as keyof typeof AREA_KEYS]) : area;

/** "1 student" / "3 students" in the active language. */
export const studentCount = (t: Translate<'classes'>, count: number) => t('classes.students', { count });
