import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { credentialChoicesSchema } from './credentials';
import { moneyPlanUpdateSchema } from './money-plan';

/*
 * The family's choices beyond its figures: the credential at each college and the transfer route (two years at a
 * two-year college, then two at a four-year one). They travel with the plan's save, so one version number guards
 * them and the figures together; a save that leaves one out keeps what is stored.
 */

export const TRANSFER_MESSAGES = {
  college: 'transfer-plan.college_id_invalid',
  same: 'transfer-plan.same_college',
  pair: 'transfer-plan.pair_incomplete',
} as const satisfies Record<string, ErrorCode>;

const unitIdSchema = z
  .int(TRANSFER_MESSAGES.college)
  .check(z.positive(TRANSFER_MESSAGES.college), z.maximum(999_999_999, TRANSFER_MESSAGES.college));

/** Two years at `first` (a two-year college), then two at `second` (a four-year college). */
export const transferPairSchema = z
  .strictObject({ first: unitIdSchema, second: unitIdSchema })
  .check(z.refine((pair) => pair.first !== pair.second, { message: TRANSFER_MESSAGES.same, path: ['second'] }));
export type TransferPair = z.infer<typeof transferPairSchema>;

/** PUT /api/money-plan/…: the figures and version, and optionally the credentials (merged by college) and the route (null clears it). */
export const moneyPlanSaveSchema = z.strictObject({
  ...moneyPlanUpdateSchema.shape,
  credentials: z.optional(credentialChoicesSchema),
  transfer: z.optional(z.nullable(transferPairSchema)),
});
export type MoneyPlanSave = z.infer<typeof moneyPlanSaveSchema>;

const queryUnitId = z.optional(
  z.coerce
    .number(TRANSFER_MESSAGES.college)
    .check(z.int(TRANSFER_MESSAGES.college), z.positive(TRANSFER_MESSAGES.college), z.maximum(999_999_999, TRANSFER_MESSAGES.college)),
);

/** GET /api/money-plan/…?first=&second=: a transfer route to show before it is kept (the college quiz links here). */
export const transferPreviewQuerySchema = z.object({ first: queryUnitId, second: queryUnitId }).check(
  z.refine((q) => (q.first === undefined) === (q.second === undefined), { message: TRANSFER_MESSAGES.pair, path: ['second'] }),
  z.refine((q) => q.first === undefined || q.first !== q.second, { message: TRANSFER_MESSAGES.same, path: ['second'] }),
);
export type TransferPreviewQuery = z.infer<typeof transferPreviewQuerySchema>;
