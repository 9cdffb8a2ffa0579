import { z } from '@domain/zod';
import { isBlockedNickname, looksLikeContact, NICKNAME_MAX_LENGTH, NICKNAME_MESSAGES, NICKNAME_MIN_LENGTH } from './nickname';

// The rules and messages live apart, so pages that only word them do not load zod.
export * from './nickname';

/*
 * Leaderboard nicknames (ADR 0016). Users include minors: nobody is listed
 * until they opt in, and then only under a nickname that cannot carry contact
 * details, a real name or an official-sounding title.
 */

export const nicknameSchema = z.pipe(
  z.pipe(
    z.string({ error: NICKNAME_MESSAGES.required }).check(z.trim()),
    z.transform((value: string) => value.replace(/\s+/g, ' ')),
  ),
  z.string().check(
    z.minLength(1, NICKNAME_MESSAGES.required),
    z.minLength(NICKNAME_MIN_LENGTH, NICKNAME_MESSAGES.length),
    z.maxLength(NICKNAME_MAX_LENGTH, NICKNAME_MESSAGES.length),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, NICKNAME_MESSAGES.characters),
    z.refine((value) => !looksLikeContact(value), NICKNAME_MESSAGES.contact),
    z.refine((value) => !isBlockedNickname(value), NICKNAME_MESSAGES.blocked),
  ),
);

/** The leaderboard page's nickname form. */
export const nicknameFormSchema = z.object({ nickname: nicknameSchema });
export type NicknameForm = z.infer<typeof nicknameFormSchema>;

/** PUT /api/leaderboard/profile: join with a nickname, or leave (the nickname is then forgotten). */
export const leaderboardProfileSchema = z.discriminatedUnion(
  'optedIn',
  [z.object({ optedIn: z.literal(true), nickname: nicknameSchema }), z.object({ optedIn: z.literal(false) })],
  { error: NICKNAME_MESSAGES.optedIn },
);
export type LeaderboardProfileInput = z.infer<typeof leaderboardProfileSchema>;
