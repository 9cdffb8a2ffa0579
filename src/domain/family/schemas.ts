import { z } from '@domain/zod';
import { INVITE_CODE_MESSAGE, INVITE_TOKEN_MESSAGE, isWellFormedInviteCode, normaliseInviteCode, REDEEM_ONE_OF_MESSAGE } from './invite';

export { INVITE_CODE_MESSAGE, INVITE_TOKEN_MESSAGE, REDEEM_ONE_OF_MESSAGE } from './invite';

export const ACCESS_LOG_PAGE_SIZE = 20;

/** The short code as a person types it: upper or lower case, with or without the dash or spaces. */
export const inviteCodeSchema = z
  .pipe(z.string({ error: INVITE_CODE_MESSAGE }).check(z.maxLength(40, INVITE_CODE_MESSAGE)), z.transform(normaliseInviteCode))
  .check(z.refine(isWellFormedInviteCode, INVITE_CODE_MESSAGE));

/** The link's token: 32 bytes in base64url, 43 characters. */
export const inviteTokenSchema = z.string({ error: INVITE_TOKEN_MESSAGE }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, INVITE_TOKEN_MESSAGE));

/** The parent's form on /family. */
export const inviteCodeFormSchema = z.object({ code: inviteCodeSchema });
export type InviteCodeForm = z.input<typeof inviteCodeFormSchema>;

/** POST /api/family/redeem: the code (typed) or the token (from /family/join/<token>), exactly one. */
export const redeemInviteSchema = z
  .strictObject({ code: z.optional(inviteCodeSchema), token: z.optional(inviteTokenSchema) }, { error: REDEEM_ONE_OF_MESSAGE })
  .check(
    z.refine((value) => (value.code === undefined) !== (value.token === undefined), { message: REDEEM_ONE_OF_MESSAGE, path: ['code'] }),
  );
export type RedeemInvite = z.infer<typeof redeemInviteSchema>;

export const familyIdParamSchema = z.object({ id: z.uuid('Not a valid id') });

export const accessLogQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number('Page must be a number')
      .check(z.int('Page must be a whole number'), z.minimum(1, 'Page starts at 1'), z.maximum(10_000)),
    1,
  ),
});
