import { z } from '@domain/zod';
import { rowSourceSchema } from './schemas';
import { ROUTE_KINDS, ROUTE_STARTS, SCHOOLING_LEVELS, TRAINING_TIMES } from './catalog-values';

/* The shapes of a training route and its cost, for the API payloads that carry them (training-route.ts builds them). */

export const schoolingLevelSchema = z.enum(SCHOOLING_LEVELS);

/** A typical cost of one route kind, from one dataset entry. `perYear` null: no figure (the note says why, e.g. paid training). */
export const routeCostSchema = z.object({
  perYear: z.nullable(z.int().check(z.nonnegative())),
  /** What the figure is, in plain words, e.g. "Paid: apprentices earn a wage while they train". */
  note: z.string().check(z.minLength(3)),
  source: rowSourceSchema,
});
export type RouteCost = z.infer<typeof routeCostSchema>;

export const trainingRouteSchema = z.object({
  kind: z.enum(ROUTE_KINDS),
  level: schoolingLevelSchema,
  /** What an apprenticeship or on-the-job route starts from, when it needs no degree. */
  start: z.nullable(z.enum(ROUTE_STARTS)),
  /** e.g. "Apprenticeship after high school" (English for API clients; pages word kind and start). */
  title: z.string(),
  /** How long it takes, by BLS category: pages word it from this code. */
  timeCode: z.enum(TRAINING_TIMES),
  /** e.g. "3 to 5 years" (English for API clients). */
  time: z.string(),
  cost: z.nullable(routeCostSchema),
  /** Where the time comes from: BLS's definitions of its categories. */
  timeSource: rowSourceSchema,
});
export type TrainingRoute = z.infer<typeof trainingRouteSchema>;
