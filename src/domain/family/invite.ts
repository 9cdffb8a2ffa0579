import type { ErrorCode } from '@locales/keys';

/*
 * The family invite's rules, pure so they are tested at their boundaries: a short code a
 * parent can read aloud or type, a link token too long to guess, and a 7-day life.
 */

/** No 0/O, 1/I/L: nothing that reads as another character aloud or in a small font. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** The link's token: 32 random bytes (256 bits), base64url. */
export const INVITE_TOKEN_BYTES = 32;
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A student may have this many open invites at once. */
export const MAX_OPEN_INVITES = 5;

/**
 * The code from random bytes, by rejection: a byte counts only below the largest multiple of the
 * alphabet's size (248 for 31 letters), so every letter is equally likely. Returns null when the
 * bytes ran out first (the caller draws more).
 */
export function inviteCodeFromBytes(bytes: ArrayLike<number>): string | null {
  const size = INVITE_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  for (let index = 0; index < bytes.length && code.length < INVITE_CODE_LENGTH; index++) {
    const byte = bytes[index]!;
    if (byte < limit) code += INVITE_CODE_ALPHABET[byte % size];
  }
  return code.length === INVITE_CODE_LENGTH ? code : null;
}

/** "ABCD-EFGH": the code as shown, in two halves that are easy to read out. */
export function formatInviteCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed → the stored form: capitals, no spaces or dashes. */
export function normaliseInviteCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isWellFormedInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH && [...code].every((char) => INVITE_CODE_ALPHABET.includes(char));
}

export function inviteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITE_LIFETIME_MS);
}

export type InviteState = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null };
export type InviteStatus = 'open' | 'used' | 'revoked' | 'expired';

/** Used and revoked come before expired: the message names what the student or parent did. At exactly expiresAt the invite has expired. */
export function inviteStatus(invite: InviteState, now: Date): InviteStatus {
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (now.getTime() >= invite.expiresAt.getTime()) return 'expired';
  return 'open';
}

/*
 * The schemas' messages (schemas.ts), as error codes each language's catalog words (`family.invite_code` is the
 * catalog's `family.error.invite_code`). Kept here so the pages that word them do not load zod.
 */
export const INVITE_CODE_MESSAGE = 'family.invite_code' satisfies ErrorCode;
export const INVITE_TOKEN_MESSAGE = 'family.invite_token' satisfies ErrorCode;
export const REDEEM_ONE_OF_MESSAGE = 'family.redeem_one_of' satisfies ErrorCode;

/** Why an invite that exists can no longer be redeemed, as the code of the server's 410. */
export const INVITE_REFUSAL_CODES = {
  used: 'family.invite_used',
  revoked: 'family.invite_revoked',
  expired: 'family.invite_expired',
} as const satisfies Record<Exclude<InviteStatus, 'open'>, ErrorCode>;
