import { z } from '@domain/zod';
import { rowSourceSchema } from './schemas';
import { ROUTE_KINDS, SCHOOLING_LEVELS } from './catalog-values';

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
  /** e.g. "Apprenticeship after high school". */
  title: z.string(),
  /** e.g. "3 to 5 years". */
  time: z.string(),
  cost: z.nullable(routeCostSchema),
  /** Where the time comes from: BLS's definitions of its categories. */
  timeSource: rowSourceSchema,
});
export type TrainingRoute = z.infer<typeof trainingRouteSchema>;
