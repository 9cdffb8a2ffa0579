// zod/mini: the college and field-of-study pages validate their address with these.
import { z } from '@domain/zod';
import { familyIncomeQuerySchema, plannedDebtQuerySchema } from '../prices/schemas';
import { US_STATES } from './catalog-values';
import { CREDENTIAL_LEVELS, cipSeriesSchema, MAJOR_COLLEGE_SORTS } from './programs';

/** GET /api/colleges/:unitId?income=&plannedDebt= */
export const collegeDetailQuerySchema = z.object({
  income: familyIncomeQuerySchema,
  plannedDebt: plannedDebtQuerySchema,
});
export type CollegeDetailQuery = z.infer<typeof collegeDetailQuerySchema>;

/** GET /api/majors/:cip — a 4-digit CIP series such as 42.01 (not 42, 4201 or 42.0101). */
export const majorParamSchema = z.object({ cip: cipSeriesSchema });

/** GET /api/majors/:cip?sort=&state=&credential=&page=&income= */
export const majorDetailQuerySchema = z.object({
  sort: z._default(z.enum(MAJOR_COLLEGE_SORTS, 'Sort by debt, earnings, grade or price'), 'grade'),
  state: z.optional(z.enum(US_STATES, 'Unknown state code')),
  credential: z.optional(z.enum(CREDENTIAL_LEVELS, 'Unknown credential level')),
  page: z._default(
    z.coerce
      .number('Page must be a whole number')
      .check(z.int('Page must be a whole number'), z.minimum(1, 'Page starts at 1'), z.maximum(10_000, 'Page is at most 10,000')),
    1,
  ),
  income: familyIncomeQuerySchema,
});
export type MajorDetailQuery = z.infer<typeof majorDetailQuerySchema>;
