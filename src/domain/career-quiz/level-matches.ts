// zod/mini like the catalog schemas it nests.
import { z } from '@domain/zod';
import { careerSchema, type Career, type RiasecProfile } from '@domain/catalog/schemas';
import {
  SCHOOLING_LEVEL_LABELS,
  SCHOOLING_LEVELS,
  schoolingLevel,
  trainingRoute,
  type SchoolingLevel,
  type TrainingCosts,
} from '@domain/catalog/training-route';
import { schoolingLevelSchema, trainingRouteSchema } from '@domain/catalog/training-route-schemas';
import { RIASEC_AREAS } from '@domain/catalog/catalog-values';
import { MATCH_STRENGTHS, rankByInterest } from './riasec';

/*
 * The career quiz's best matches at each level of schooling: a hands-on student sees trades and
 * technician careers beside engineering. Careers whose entry education BLS does not report fit no level and
 * are left out here (they still appear in the overall list).
 */

/** Best matches shown per level: enough to compare paths at each level (at least 8 where the catalog has them). */
export const LEVEL_MATCH_LIMIT = 8;

const riasecAreaSchema = z.enum(RIASEC_AREAS);
const matchStrengthSchema = z.enum(MATCH_STRENGTHS);

/** explainMatch's facts (riasec.ts), as the API sends them. */
export const interestMatchReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('shared'), strength: matchStrengthSchema, areas: z.array(riasecAreaSchema) }),
  z.object({ code: z.literal('leans'), strength: matchStrengthSchema, lead: riasecAreaSchema, yourTop: z.array(riasecAreaSchema) }),
  z.object({ code: z.literal('flat'), lead: riasecAreaSchema }),
]);

export const levelCareerMatchSchema = z.object({
  item: careerSchema,
  similarity: z.number(),
  why: interestMatchReasonSchema,
  route: z.nullable(trainingRouteSchema),
});
export type LevelCareerMatch = z.infer<typeof levelCareerMatchSchema>;

export const levelMatchesSchema = z.object({
  level: schoolingLevelSchema,
  label: z.string(),
  matches: z.array(levelCareerMatchSchema),
});
export type LevelMatches = z.infer<typeof levelMatchesSchema>;

/** One entry per level, in order from no degree to graduate; a level with no career has an empty list. */
export function bestMatchesByLevel(
  profile: RiasecProfile,
  careers: readonly Career[],
  costs: TrainingCosts,
  limit = LEVEL_MATCH_LIMIT,
): LevelMatches[] {
  const byLevel = new Map<SchoolingLevel, Career[]>(SCHOOLING_LEVELS.map((level) => [level, []]));
  for (const career of careers) {
    const level = schoolingLevel(career.entryEducation);
    if (level !== null) byLevel.get(level)!.push(career);
  }
  return SCHOOLING_LEVELS.map((level) => ({
    level,
    label: SCHOOLING_LEVEL_LABELS[level],
    matches: rankByInterest(profile, byLevel.get(level)!, limit).map((match) => ({ ...match, route: trainingRoute(match.item, costs) })),
  }));
}
