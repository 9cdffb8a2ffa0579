// zod/mini: local-state.ts imports these schemas (they load when a stored value needs them), and mini is small.
import { z } from '@domain/zod';
import { RIASEC_AREAS } from '../catalog/catalog-values';
import { EDUCATION_PLANS, MAX_MINIMUM_PAY, OUTLOOK_PREFERENCES, WORK_VALUES, type WorkValue } from './career-quiz-values';

/*
 * The stored shapes of the premium career quiz: its finished result
 * (`premiumCareerQuizResult`) and the quiz in progress
 * (`premiumCareerQuizProgress`). The questions, scoring and refinement live in
 * career-quiz.ts; these are apart so the first page load carries no quiz text.
 */

// The plain lists live apart (career-quiz-values.ts), so catalog/schemas can use them without these schemas.
export {
  EDUCATION_PLANS,
  MAX_MINIMUM_PAY,
  OUTLOOK_PREFERENCES,
  WORK_VALUES,
  type EducationPlan,
  type OutlookPreference,
  type WorkValue,
} from './career-quiz-values';

const likertAnswer = z.int().check(z.minimum(1, 'Pick one of the five answers'), z.maximum(5, 'Pick one of the five answers'));

/** Statement id → answer 1-5. Ids the quiz no longer has are accepted and ignored, so old results still load. */
export const workValueAnswersSchema = z.record(z.string().check(z.maxLength(10)), likertAnswer);
export type WorkValueAnswers = z.infer<typeof workValueAnswersSchema>;

const minimumPaySchema = z.nullable(
  z
    .int()
    .check(
      z.minimum(0, 'A minimum pay cannot be negative'),
      z.maximum(MAX_MINIMUM_PAY, `Pick a minimum up to $${MAX_MINIMUM_PAY.toLocaleString('en-US')}`),
    ),
);

const interestAreasSchema = z.array(z.enum(RIASEC_AREAS)).check(
  z.maxLength(RIASEC_AREAS.length),
  z.refine((areas) => new Set(areas).size === areas.length, 'Pick each interest area once'),
);

/** The preferences that map to figures the careers data really holds. */
export const careerPreferencesSchema = z.object({
  /** Yearly median pay the career must reach (BLS OEWS); null: no minimum. */
  minimumPay: minimumPaySchema,
  /** The most schooling the student plans: careers needing more are set aside. */
  education: z.enum(EDUCATION_PLANS),
  /** RIASEC areas the student wants to work in; empty: no preference. */
  interestAreas: interestAreasSchema,
  /** Whether careers with more projected jobs should come first. */
  outlook: z.enum(OUTLOOK_PREFERENCES),
});
export type CareerPreferences = z.infer<typeof careerPreferencesSchema>;

const valueScore = z.int().check(z.minimum(0), z.maximum(100));

export const valuesProfileSchema = z.object({
  achievement: valueScore,
  working_conditions: valueScore,
  recognition: valueScore,
  relationships: valueScore,
  support: valueScore,
  independence: valueScore,
} satisfies Record<WorkValue, z.ZodMiniType>);
export type ValuesProfile = z.infer<typeof valuesProfileSchema>;

export const premiumCareerQuizResultSchema = z.object({
  answers: workValueAnswersSchema,
  /** 0-100 per work value: the mean answer spread over the scale (1 → 0, 5 → 100). */
  valuesProfile: valuesProfileSchema,
  /** Up to three values the student rated most important, highest first. */
  topValues: z.array(z.enum(WORK_VALUES)).check(z.maxLength(3)),
  preferences: careerPreferencesSchema,
  /** ISO date-time the quiz was finished. */
  completedAt: z.iso.datetime(),
});
export type PremiumCareerQuizResult = z.infer<typeof premiumCareerQuizResultSchema>;

/**
 * The quiz in progress, so a reload continues where the student was. The
 * server copy of a key cannot be removed, so a finished or abandoned round is
 * stored as inactive rather than deleted.
 */
export const premiumCareerQuizProgressSchema = z.object({
  /** True while the student is taking the quiz. */
  active: z.boolean(),
  answers: workValueAnswersSchema,
  preferences: z.partial(careerPreferencesSchema),
});
export type PremiumCareerQuizProgress = z.infer<typeof premiumCareerQuizProgressSchema>;
