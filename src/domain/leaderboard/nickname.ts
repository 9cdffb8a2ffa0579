/* The nickname rules and their messages, plain code (profile.ts builds the schemas from them and re-exports them). */

import type { ErrorCode } from '@locales/keys';

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
/** Four digits allow a year or a jersey number; more starts to look like a phone number. */
export const NICKNAME_MAX_DIGITS = 4;

/** Each nickname rule's error code: the same in the browser and in the server's 400; the catalogs word them. */
export const NICKNAME_MESSAGES = {
  required: 'leaderboard.nickname_required',
  length: 'leaderboard.nickname_length',
  characters: 'leaderboard.nickname_characters',
  contact: 'leaderboard.nickname_contact',
  blocked: 'leaderboard.nickname_blocked',
  realName: 'leaderboard.nickname_real_name',
  taken: 'nickname_taken',
  optedIn: 'leaderboard.opted_in',
} as const satisfies Record<string, ErrorCode>;

/** Looks official or like staff: a student could be misled by it. */
const IMPERSONATION = [
  'admin',
  'waypoint',
  'moderator',
  'official',
  'staff',
  'support',
  'teacher',
  'counselor',
  'counsellor',
  'principal',
  'system',
];
/** Contact details spelled out, and social networks people swap handles on. */
const CONTACT_WORDS = [
  'http',
  'www',
  'dotcom',
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'snapchat',
  'instagram',
  'insta',
  'tiktok',
  'discord',
  'whatsapp',
  'telegram',
  'kik',
];
/**
 * A short guard, not a full filter: common English profanities and slurs, matched inside words too.
 * Words that hide inside ordinary ones (peacock, grape, skill) are left out on purpose.
 */
const PROFANITY = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'dick',
  'pussy',
  'asshole',
  'bastard',
  'slut',
  'whore',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'penis',
  'vagina',
  'porn',
  'sexy',
  'nazi',
  'hitler',
  'wank',
  'twat',
  'boob',
  'dildo',
  'jizz',
  'thot',
];

const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  $: 's',
  '@': 'a',
};

/** "Sh_1t-4ce" → "shitace": lower case, separators dropped, digits read as the letters they imitate. */
export function nicknameKey(nickname: string): string {
  return [...nickname.toLowerCase()]
    .filter((char) => !/[\s_-]/.test(char))
    .map((char) => LOOKALIKES[char] ?? char)
    .join('');
}

export function isBlockedNickname(nickname: string): boolean {
  const key = nicknameKey(nickname);
  return [...IMPERSONATION, ...PROFANITY].some((word) => key.includes(word));
}

export function looksLikeContact(nickname: string): boolean {
  const digits = nickname.replace(/\D/g, '').length;
  const plain = nickname.toLowerCase().replace(/[\s_-]/g, '');
  return digits > NICKNAME_MAX_DIGITS || CONTACT_WORDS.some((word) => plain.includes(word));
}

/** Whether the nickname contains a part of the person's real name (3+ letters), however it is spelled. */
export function includesRealName(nickname: string, realName: string): boolean {
  const key = nicknameKey(nickname);
  return realName
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((part) => part.length >= 3)
    .some((part) => key.includes(part));
}
