import { describe, expect, it } from 'vitest';
import {
  formatInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_LIFETIME_MS,
  inviteCodeFromBytes,
  inviteExpiry,
  inviteStatus,
  isWellFormedInviteCode,
  normaliseInviteCode,
} from './invite';
import { INVITE_CODE_MESSAGE, redeemInviteSchema } from './schemas';

describe('invite code', () => {
  it('uses 31 unambiguous characters', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
    for (const char of '01ILO') expect(INVITE_CODE_ALPHABET).not.toContain(char);
  });

  it('maps bytes below 248 onto the alphabet and skips 248 and above (no bias)', () => {
    expect(inviteCodeFromBytes([0, 1, 2, 3, 4, 5, 6, 7])).toBe('ABCDEFGH');
    expect(inviteCodeFromBytes([247, 30, 31, 0, 0, 0, 0, 0])).toBe('99AAAAAA');
    expect(inviteCodeFromBytes([248, 255, 0, 0, 0, 0, 0, 0, 0, 0])).toBe('AAAAAAAA');
  });

  it('returns null when the bytes run out before 8 characters', () => {
    expect(inviteCodeFromBytes([0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(inviteCodeFromBytes([0, 0, 0, 0, 0, 0, 0, 250])).toBeNull();
  });

  it('is shown in two halves and read back in any case, with or without the dash', () => {
    expect(formatInviteCode('ABCDEF23')).toBe('ABCD-EF23');
    expect(normaliseInviteCode(' abcd-ef23 ')).toBe('ABCDEF23');
    expect(normaliseInviteCode('ab cd ef 23')).toBe('ABCDEF23');
  });

  it('is well formed at exactly 8 characters of the alphabet', () => {
    expect(isWellFormedInviteCode('ABCDEF23')).toBe(true);
    expect(isWellFormedInviteCode('ABCDEF2')).toBe(false);
    expect(isWellFormedInviteCode('ABCDEF234')).toBe(false);
    expect(isWellFormedInviteCode('ABCDEF20')).toBe(false);
    expect(isWellFormedInviteCode('ABCDEFGI')).toBe(false);
  });
});

describe('invite expiry', () => {
  const created = new Date('2026-11-01T12:00:00.000Z');
  const expiresAt = inviteExpiry(created);
  const open = { expiresAt, usedAt: null, revokedAt: null };

  it('lasts exactly 7 days', () => {
    expect(expiresAt.getTime() - created.getTime()).toBe(INVITE_LIFETIME_MS);
    expect(expiresAt.toISOString()).toBe('2026-11-08T12:00:00.000Z');
  });

  it('is open until the last millisecond and expired at 7 days', () => {
    expect(inviteStatus(open, created)).toBe('open');
    expect(inviteStatus(open, new Date(expiresAt.getTime() - 1))).toBe('open');
    expect(inviteStatus(open, expiresAt)).toBe('expired');
    expect(inviteStatus(open, new Date(expiresAt.getTime() + 1))).toBe('expired');
  });

  it('says used or revoked before expired', () => {
    const later = new Date(expiresAt.getTime() + 1);
    expect(inviteStatus({ ...open, usedAt: created }, later)).toBe('used');
    expect(inviteStatus({ ...open, revokedAt: created }, later)).toBe('revoked');
    expect(inviteStatus({ ...open, usedAt: created, revokedAt: created }, created)).toBe('used');
  });
});

describe('redeem payload', () => {
  const token = 'a'.repeat(43);

  it('takes a code or a token, not both and not neither', () => {
    expect(redeemInviteSchema.parse({ code: 'abcd-ef23' })).toEqual({ code: 'ABCDEF23' });
    expect(redeemInviteSchema.parse({ token })).toEqual({ token });
    expect(redeemInviteSchema.safeParse({}).success).toBe(false);
    expect(redeemInviteSchema.safeParse({ code: 'ABCDEF23', token }).success).toBe(false);
  });

  it('names the code field for a malformed code', () => {
    const result = redeemInviteSchema.safeParse({ code: 'ABC' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message: INVITE_CODE_MESSAGE });
  });

  it('takes a 43-character base64url token only', () => {
    expect(redeemInviteSchema.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(redeemInviteSchema.safeParse({ token: `${'a'.repeat(42)}+` }).success).toBe(false);
  });
});
