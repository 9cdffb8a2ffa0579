/**
 * The lifestyle levels alone, without lifestyle.ts's zod form schema: the local-state schemas
 * load on every first visit and only need the names (financialExpectations.level).
 */
export const LIFESTYLE_LEVELS = ['Frugal', 'Modest', 'Comfortable', 'Affluent'] as const;
export type LifestyleLevel = (typeof LIFESTYLE_LEVELS)[number];

/** Expectations.level defaults to Comfortable. */
export const DEFAULT_LIFESTYLE_LEVEL: LifestyleLevel = 'Comfortable';
