import { randomBytes } from 'node:crypto';
import { INVITE_CODE_LENGTH, INVITE_TOKEN_BYTES, inviteCodeFromBytes } from '@domain/family/invite';

/** A short code a person types (class codes, family invite codes), drawn until the bytes give one without bias. */
export function newInviteCode(): string {
  for (;;) {
    const code = inviteCodeFromBytes(randomBytes(INVITE_CODE_LENGTH * 2));
    if (code) return code;
  }
}

/** A link's secret token: only its hash or the row holding it is kept. */
export const newInviteToken = (): string => randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
