import { describe, expect, it } from 'vitest';
import { issues } from '@domain/testing/parse-issues';
import {
  accessLogQuerySchema,
  INVITE_CODE_MESSAGE,
  INVITE_TOKEN_MESSAGE,
  inviteCodeSchema,
  REDEEM_ONE_OF_MESSAGE,
  redeemInviteSchema,
} from './schemas';

const token = 'A'.repeat(43);

describe('inviteCodeSchema', () => {
  it('normalises the typed code before checking it', () => {
    expect(inviteCodeSchema.parse('abcd ef23')).toBe('ABCDEF23');
    expect(inviteCodeSchema.parse('ABCD-EF23')).toBe('ABCDEF23');
  });

  it('refuses a short, overlong or non-text code with the one message', () => {
    for (const code of ['abcd', 'x'.repeat(41), 5]) {
      expect(issues(inviteCodeSchema.safeParse(code))).toEqual([['', INVITE_CODE_MESSAGE]]);
    }
  });
});

describe('redeemInviteSchema', () => {
  it('takes the code or the token', () => {
    expect(redeemInviteSchema.parse({ code: 'abcd-ef23' })).toEqual({ code: 'ABCDEF23' });
    expect(redeemInviteSchema.parse({ token })).toEqual({ token });
  });

  it('refuses neither or both on the code field, and unknown fields or a non-object with the object message', () => {
    expect(issues(redeemInviteSchema.safeParse({}))).toEqual([['code', REDEEM_ONE_OF_MESSAGE]]);
    expect(issues(redeemInviteSchema.safeParse({ code: 'ABCD-EF23', token }))).toEqual([['code', REDEEM_ONE_OF_MESSAGE]]);
    expect(issues(redeemInviteSchema.safeParse({ code: 'ABCD-EF23', extra: 1 }))).toEqual([['', REDEEM_ONE_OF_MESSAGE]]);
    expect(issues(redeemInviteSchema.safeParse(null))).toEqual([['', REDEEM_ONE_OF_MESSAGE]]);
    expect(issues(redeemInviteSchema.safeParse({ token: 'short' }))).toEqual([['token', INVITE_TOKEN_MESSAGE]]);
  });
});

describe('accessLogQuerySchema', () => {
  it('coerces the page, defaults it to 1 and words each refusal', () => {
    expect(accessLogQuerySchema.parse({})).toEqual({ page: 1 });
    expect(accessLogQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(issues(accessLogQuerySchema.safeParse({ page: '1.5' }))).toEqual([['page', 'Page must be a whole number']]);
    expect(issues(accessLogQuerySchema.safeParse({ page: '0' }))).toEqual([['page', 'Page starts at 1']]);
    expect(issues(accessLogQuerySchema.safeParse({ page: 'x' }))).toEqual([['page', 'Page must be a number']]);
    // The maximum has no message of its own: the number's message words it.
    expect(issues(accessLogQuerySchema.safeParse({ page: '10001' }))).toEqual([['page', 'Page must be a number']]);
  });
});
