/*
 * The premium career quiz's plain lists, without zod: catalog/schemas.ts needs WORK_VALUES, and
 * importing it from career-quiz-result.ts brought that file's schemas along to every catalog page.
 */

/** O*NET's six work values, in O*NET's order (Content Model 1.B.2). */
export const WORK_VALUES = ['achievement', 'working_conditions', 'recognition', 'relationships', 'support', 'independence'] as const;
export type WorkValue = (typeof WORK_VALUES)[number];

/** Waypoint's key for each work value as O*NET's Work Values file names it. */
export const ONET_WORK_VALUE_KEYS = {
  Achievement: 'achievement',
  'Working Conditions': 'working_conditions',
  Recognition: 'recognition',
  Relationships: 'relationships',
  Support: 'support',
  Independence: 'independence',
} as const satisfies Record<string, WorkValue>;

/** How far the student means to go in school, from "straight to work" to a doctorate. */
export const EDUCATION_PLANS = ['high-school', 'certificate', 'associate', 'bachelor', 'master', 'doctoral'] as const;
export type EducationPlan = (typeof EDUCATION_PLANS)[number];

export const OUTLOOK_PREFERENCES = ['important', 'not-important'] as const;
export type OutlookPreference = (typeof OUTLOOK_PREFERENCES)[number];

/** The highest yearly minimum a student can ask for; above it BLS reports few medians as numbers. */
export const MAX_MINIMUM_PAY = 200_000;
