// zod/mini: the field-of-study lines are validated where they load.
import { z } from '@domain/zod';
import { cipSeriesSchema } from './programs';

/*
 * Fields of study at the 4-digit CIP level: NCES CIP 2020 series with their title and definition, and the
 * occupations the NCES CIP 2020 → SOC 2018 crosswalk says each leads to.
 */

/**
 * 'current': a CIP 2020 series; 'retired': CIP 2020 lists it as deleted or moved (the definition is NCES's note, e.g.
 * "Deleted, Report under 45.1103"); 'scorecard-only': only the Scorecard field-of-study file (CIP 2010 era) names it,
 * with its own description as the title and no definition.
 */
export const FIELD_OF_STUDY_STATUSES = ['current', 'retired', 'scorecard-only'] as const;
export type FieldOfStudyStatus = (typeof FIELD_OF_STUDY_STATUSES)[number];

export const fieldOfStudyLineSchema = z.object({
  cip: cipSeriesSchema,
  title: z.string().check(z.minLength(2)),
  definition: z.nullable(z.string()),
  /** The 6-digit code whose definition `definition` is, when the series defines itself only through its codes. */
  definitionCip: z.nullable(z.string().check(z.regex(/^\d{2}\.\d{4}$/))),
  status: z.enum(FIELD_OF_STUDY_STATUSES),
  /** SOC 2018 codes and titles from the crosswalk, over all the series' 6-digit codes, sorted by code. */
  occupations: z.array(z.object({ soc: z.string().check(z.regex(/^\d{2}-\d{4}$/)), title: z.string() })),
});
export type FieldOfStudyLine = z.infer<typeof fieldOfStudyLineSchema>;

export const fieldsOfStudyHeaderSchema = z.object({ kind: z.literal('fields-of-study'), sources: z.array(z.string()) });
