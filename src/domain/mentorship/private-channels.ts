/**
 * Finds ways to move a conversation off Waypoint (ADR 0012: all contact stays
 * on the meeting page): e-mail addresses, phone numbers in digits or in words,
 * social and messaging handles, "@handle"s, and links to profiles, invites,
 * chats and outside video calls. Meeting messages with any of these are held
 * for an administrator instead of being delivered.
 *
 * It leans towards finding: a false find costs a short wait for a review, a
 * missed one can hand a minor's private channel to a stranger. Ordinary
 * sentences with a few numbers ("two questions about one of the three
 * majors", "at 5 pm") must pass; the unit tests hold both sides.
 */

export const PRIVATE_CHANNEL_KINDS = ['email', 'phone', 'number-words', 'handle', 'link'] as const;
export type PrivateChannelKind = (typeof PRIVATE_CHANNEL_KINDS)[number];

export const PRIVATE_CHANNEL_LABELS: Record<PrivateChannelKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  'number-words': 'a phone number written in words',
  handle: 'a social media or messaging account',
  link: 'a link to a profile, chat or outside video call',
};

// --- text clean-up -------------------------------------------------------

/** Undoes tricks that hide text from a pattern: full-width letters, zero-width characters, odd dashes. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase();
}

/** "discord dot gg slash abc", "t (dot) me" → "discord.gg/abc", "t.me". */
function undoSpelledPunctuation(text: string): string {
  return text.replace(/\s*[([{]?\s*\bdot\b\s*[)\]}]?\s*/g, '.').replace(/\s*[([{]?\s*\bslash\b\s*[)\]}]?\s*/g, '/');
}

// --- e-mail and phone ----------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\})\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\})\s*[\p{L}\p{N}-]+)+/u;
// "sam at gmail dot com": the spelled-out form, with a known ending so "meet at noon" is not one.
const SPELLED_EMAIL = /[\p{L}\p{N}._%+-]+\s+at\s+[\p{L}\p{N}-]+\s+dot\s+(?:com|net|org|edu|gov|io|co|us|uk|me|info|biz)\b/u;

// Seven or more digits with the separators people type in phone numbers (+1 (555) 010-2030, 555.010.2030).
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/;
const PHONE_CUE = /\bmy\s+(?:phone\s+|cell\s+|mobile\s+)?(?:number|cell|phone|mobile|digits)\s*(?:is|:|=)\s*\S/;

// --- numbers in words ----------------------------------------------------

/** Digits a word stands for in a spoken phone number (English and Spanish; "oh" is a zero). */
const UNIT_WORDS = new Set([
  'zero',
  'oh',
  'o',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'cero',
  'uno',
  'una',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
]);
const TWO_DIGIT_WORDS = new Set([
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
]);
const TENS_WORDS = new Set([
  'twenty',
  'thirty',
  'forty',
  'fourty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'veinte',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
]);
/** "double five", "triple seven". */
const REPEAT_WORDS: Readonly<Record<string, number>> = { double: 2, triple: 3, doble: 2 };
/** Between the numbers of one spoken phone number: spaces and the punctuation people put in them. */
const NUMBER_SEPARATOR = /^[\s,.;:()/+\-–—]*$/;
const DIGITS_IN_WORDS_MIN = 7;

/** How many digits a word stands for, given what came before it; null when it is no number. */
function digitsOf(word: string, previous: { afterTens: boolean; repeat: number }): number | null {
  if (/^\d+$/.test(word)) return word.length;
  // "fifty five" is two digits, not three.
  if (UNIT_WORDS.has(word)) return previous.afterTens ? 0 : previous.repeat;
  if (TWO_DIGIT_WORDS.has(word) || TENS_WORDS.has(word)) return 2 * previous.repeat;
  return null;
}

/**
 * The longest run of number words and digits (at least one of them a word:
 * all-digit runs are phone numbers), counted in the digits they stand for.
 */
function longestSpokenNumber(text: string): number {
  let best = 0;
  let run = { digits: 0, hasWord: false, afterTens: false, repeat: 1 };
  const fresh = () => ({ digits: 0, hasWord: false, afterTens: false, repeat: 1 });
  let previousEnd = -1;
  for (const token of text.matchAll(/\p{L}+|\d+/gu)) {
    const word = token[0];
    if (previousEnd < 0 || !NUMBER_SEPARATOR.test(text.slice(previousEnd, token.index))) run = fresh();
    previousEnd = token.index + word.length;
    if (Object.hasOwn(REPEAT_WORDS, word)) {
      run = { ...run, hasWord: true, repeat: REPEAT_WORDS[word]! };
      continue;
    }
    const digits = digitsOf(word, run);
    if (digits === null) {
      // Any other word ends the run.
      run = fresh();
      previousEnd = -1;
      continue;
    }
    run = { digits: run.digits + digits, hasWord: run.hasWord || !/^\d/.test(word), afterTens: TENS_WORDS.has(word), repeat: 1 };
    if (run.hasWord) best = Math.max(best, run.digits);
  }
  return best;
}

// --- handles ---------------------------------------------------------------

/** Platform names no ordinary sentence uses on their own. */
const NAMED_PLATFORMS = [
  'snap\\s?chat',
  'snap',
  'discord',
  'instagram',
  'insta',
  'tik\\s?tok',
  'whats\\s?app',
  'telegram',
  'kik',
  'twitter',
  'facebook',
  'fb',
  'face\\s?book\\s?messenger',
  'skype',
  'we\\s?chat',
  'weixin',
  'group\\s?me',
  'viber',
  'reddit',
  'twitch',
  'be\\s?real',
  'roblox',
  'xbox',
  'psn',
  'playstation',
  'face\\s?time',
  'imessage',
  'google\\s?meet',
  'hangouts',
  'bluesky',
  'bsky',
  'mastodon',
  'tumblr',
  'pinterest',
  'youtube',
  'linkedin',
  'linktree',
  'venmo',
  'cash\\s?app',
  'zelle',
  'paypal',
  'gmail',
  'hotmail',
  'yahoo',
  'icloud',
  'proton\\s?mail',
].join('|');
/** Also everyday words or initials ("line", "signal", "x", "teams", "wa" for Washington): counted only next to a handle or in a contact phrase. */
const AMBIGUOUS_PLATFORMS = [
  'outlook',
  'messenger',
  'signal',
  'line',
  'x',
  'teams',
  'zoom',
  'steam',
  'threads',
  'sc',
  'ig',
  'tt',
  'wa',
  'tg',
  'dms?',
  'inbox',
  'server',
  'group\\s?chat',
  'gc',
].join('|');
const ANY_PLATFORM = `${NAMED_PLATFORMS}|${AMBIGUOUS_PLATFORMS}`;

const PLATFORM_MENTION = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ANY_PLATFORM})(?![\\p{L}\\p{N}])`, 'gu');
/** "snapchat: samcodes", "my insta is samcodes", "my discord's samcodes". */
const NAMED_PLATFORM_WITH_VALUE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:my\\s+(?:${NAMED_PLATFORMS})\\s*(?:account|handle|user\\s?name|name|id|tag|address|code)?\\s*(?:[:=]|\\bis\\b|'s\\b)|(?:${NAMED_PLATFORMS})\\s*(?:account|handle|user\\s?name|name|id|tag|address|code)?\\s*[:=])\\s*[\\p{L}\\p{N}@]`,
  'u',
);
const MY_PLATFORM_ACCOUNT = new RegExp(`\\bmy\\s+(?:${AMBIGUOUS_PLATFORMS})\\s+(?:account|handle|user\\s?name|id|tag|code)\\b`, 'u');
/** "add me on snap", "hit me up on discord", "text me on signal", "talk to me on line", "find us on instagram". */
const CONTACT_ON_PLATFORM = new RegExp(
  `(?:\\b(?:add|follow|dm|message|msg|text|hit|find|reach|contact|chat|talk|call|ping|friend|sub(?:scribe)?|snap|write|look|search)` +
    `(?:\\s+(?:to|with))?\\s+(?:me|us)(?:\\s+up)?|\\bhmu)(?:\\s+(?:back|privately|directly|later|sometime))?\\s+(?:on|at|via|through|thru|over|in|using)\\s+(?:(?:my|our|the)\\s+)?(?:${ANY_PLATFORM})(?![\\p{L}\\p{N}])` +
    `|\\b(?:add|follow|find|search|look\\s+up)\\s+(?:me|us)\\s+(?:up\\s+)?(?:on|at|in)?\\s*(?:${NAMED_PLATFORMS})(?![\\p{L}\\p{N}])` +
    `|\\bjoin\\s+(?:my|our)\\s+(?:${ANY_PLATFORM})(?![\\p{L}\\p{N}])` +
    `|\\b(?:dm|snap|face\\s?time|whats\\s?app|telegram|kik|skype)\\s+me\\b` +
    `|\\b(?:slide|come)\\s+(?:in|into)\\s+(?:my|the)\\s+dms?\\b`,
  'u',
);
/** "add me: sam_codes2010", "follow sam.codes". */
const ADD_VERB = /\b(?:add|follow|friend|find)\s+me\b(?:\s+(?:at|as))?\s*[:=-]?\s*/gu;
// "@handle" at the start of a word; times ("@5pm", "@ 10:30") are not handles.
const AT_HANDLE = /(?:^|[\s([{,;:"'])@(?!\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?![\p{L}\p{N}_]))[\p{L}\p{N}_.]{2,}/u;

const HANDLE_FILLERS = new Set([
  'account',
  'handle',
  'username',
  'user',
  'name',
  'id',
  'tag',
  'is',
  'me',
  'at',
  'as',
  'it',
  "it's",
  'its',
  ':',
  '=',
  '-',
  '>',
  '→',
  'add',
  'search',
]);

/** A user name as people type it: with digits, "_", "." inside, a Discord "#1234" tag, or after an "@". */
function isHandleLike(raw: string): boolean {
  const token = raw.replace(/[.,!?;:)\]}'"]+$/u, '').replace(/^[([{'"]+/u, '');
  if (/^@[\p{L}\p{N}_.]{2,}$/u.test(token)) return !/^@\d{1,2}(?::\d{2})?(?:am|pm)?$/.test(token);
  if (/^[\p{L}\p{N}_.-]{2,}#\d{4}$/u.test(token)) return true;
  if (token.length < 3 || !/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(token) || !/\p{L}/u.test(token)) return false;
  // Ordinal numbers, times, sizes and amounts are not handles: 2nd, 10am, 5pm, 3.5k, 4g, mp3.
  if (/^\d+(?:[.,]\d+)*(?:st|nd|rd|th|am|pm|k|m|g|s|gb|mb|hrs?|mins?)$/.test(token) || /^mp\d$/.test(token)) return false;
  return /[\p{N}_]/u.test(token) || /\p{L}[.][\p{L}\p{N}]/u.test(token);
}

const HANDLE_BEFORE_FILLERS = new Set(['on', 'at', 'in', 'via', 'over', 'is', 'my', 'the', "i'm", 'im']);

/** "sam_codes2010 on snap": is a handle among the few words before `index`, past words like "on", "my"? */
function handleBefore(text: string, index: number): boolean {
  const words = text
    .slice(Math.max(0, index - 80), index)
    .split(/\s+/)
    .filter(Boolean)
    .slice(-4)
    .reverse();
  for (const word of words) {
    if (isHandleLike(word)) return true;
    if (!HANDLE_BEFORE_FILLERS.has(word)) return false;
  }
  return false;
}

/** Is a handle among the few words after `index`, past words like "account", "is", ":"? */
function handleAfter(text: string, index: number): boolean {
  const words = text
    .slice(index, index + 80)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  for (const word of words) {
    if (isHandleLike(word)) return true;
    const bare = word.replace(/[:=]+$/, '');
    if (!HANDLE_FILLERS.has(bare) && !HANDLE_FILLERS.has(word)) return false;
  }
  return false;
}

function hasHandle(text: string): boolean {
  if (NAMED_PLATFORM_WITH_VALUE.test(text) || MY_PLATFORM_ACCOUNT.test(text) || CONTACT_ON_PLATFORM.test(text) || AT_HANDLE.test(text))
    return true;
  for (const match of text.matchAll(PLATFORM_MENTION)) {
    if (handleAfter(text, match.index + match[0].length) || handleBefore(text, match.index)) return true;
  }
  for (const match of text.matchAll(ADD_VERB)) {
    if (handleAfter(text, match.index + match[0].length)) return true;
  }
  return false;
}

// --- links -----------------------------------------------------------------

const CHANNEL_LINK = new RegExp(
  [
    'discord(?:app)?\\.(?:gg|com|io|me)',
    'dsc\\.gg',
    'wa\\.me',
    'chat\\.whatsapp\\.com',
    'whatsapp\\.com',
    't\\.me',
    'telegram\\.(?:me|org|dog)',
    'instagram\\.com',
    'instagr\\.am',
    'ig\\.me',
    'snapchat\\.com',
    'tiktok\\.com',
    'vm\\.tiktok\\.com',
    'twitter\\.com',
    'x\\.com',
    'facebook\\.com',
    'fb\\.(?:com|me|gg)',
    'm\\.me',
    'messenger\\.com',
    'skype\\.com',
    'join\\.skype\\.com',
    'kik\\.(?:me|com)',
    'line\\.me',
    'lin\\.ee',
    'signal\\.(?:me|group|org)',
    'groupme\\.com',
    'weixin\\.qq\\.com',
    'wechat\\.com',
    'u\\.wechat\\.com',
    'viber\\.com',
    'reddit\\.com',
    'twitch\\.tv',
    'threads\\.net',
    'bsky\\.app',
    'linktr\\.ee',
    'beacons\\.ai',
    'zoom\\.us',
    'meet\\.google\\.com',
    'teams\\.microsoft\\.com',
    'teams\\.live\\.com',
    'whereby\\.com',
    'facetime\\.apple\\.com',
    'roblox\\.com',
    'steamcommunity\\.com',
    // Shorteners can hide any of the above.
    'bit\\.ly',
    'tinyurl\\.com',
    'goo\\.gl',
    't\\.co',
    'rb\\.gy',
    'is\\.gd',
    'cutt\\.ly',
  ]
    .map((domain) => `(?:^|[^\\p{L}\\p{N}.-])(?:[\\p{L}\\p{N}-]+\\.)*${domain}(?![\\p{L}\\p{N}-])`)
    .join('|'),
  'u',
);
const CHANNEL_SCHEME = /\b(?:skype|whatsapp|tg|sgnl|viber|facetime|kik|snapchat|discord|weixin|line|sms|tel):(?:\/\/)?\S/;

// --- the check -------------------------------------------------------------

/** What in `text` could move the conversation off Waypoint, each kind once, in a fixed order; empty when nothing. */
export function findPrivateChannels(text: string): PrivateChannelKind[] {
  const plain = normalize(text);
  const linked = undoSpelledPunctuation(plain);
  const found = new Set<PrivateChannelKind>();
  if (EMAIL.test(plain) || SPELLED_EMAIL.test(plain)) found.add('email');
  if (PHONE.test(plain) || PHONE_CUE.test(plain)) found.add('phone');
  if (longestSpokenNumber(plain) >= DIGITS_IN_WORDS_MIN) found.add('number-words');
  if (hasHandle(plain)) found.add('handle');
  if (CHANNEL_LINK.test(linked) || CHANNEL_SCHEME.test(plain)) found.add('link');
  return PRIVATE_CHANNEL_KINDS.filter((kind) => found.has(kind));
}

export function hasPrivateChannel(text: string): boolean {
  return findPrivateChannels(text).length > 0;
}
