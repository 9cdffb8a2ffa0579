import { hasPrivateChannel } from '../mentorship/private-channels';

/**
 * Content that is held for a moderator before anyone sees it:
 * contact details from anyone, links from new accounts. The checks lean
 * towards holding: a false hold costs a short wait, a missed one can put a
 * student's phone number in public.
 */

const EMAIL = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[a-z0-9-]+)+/i;
// 10+ digits, or 7 digits written like a phone number (555-1234, 555 123 4567, (555) 123-4567, +44 20 7946 0958).
const PHONE = /(?:\+?\d[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{3,4}[\s.-]\d{3,4}(?:[\s.-]\d{2,4})?|\d{10,}/;
const HANDLE = /(?:^|[\s(])@[a-z0-9_.]{2,}/i;
const SOCIAL =
  /\b(?:snap(?:chat)?|insta(?:gram)?|ig|tiktok|discord|whats\s?app|telegram|kik|wechat|signal|facebook|fb|twitter|x\.com|my\s+(?:number|cell|phone))\b\s*[:\-=]?\s*\S/i;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|edu|gov|io|gg|me|co|ly|app|dev|info|us|uk|tv|link)\b(?:\/\S*)?/i;

export type HoldReason = 'contact-details' | 'link-from-new-account';

/** The forum's own patterns, plus the meeting messages' detector (handles, invite links, numbers in words). */
export function hasContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text) || HANDLE.test(text) || SOCIAL.test(text) || hasPrivateChannel(text);
}

export function hasLink(text: string): boolean {
  return LINK.test(text);
}

/** Why this text must wait for a moderator, or null when it can be published at once. */
export function holdReason(text: string, author: { isNewAccount: boolean; isAdmin: boolean }): HoldReason | null {
  if (author.isAdmin) return null;
  if (hasContactDetails(text)) return 'contact-details';
  if (author.isNewAccount && hasLink(text)) return 'link-from-new-account';
  return null;
}

/**
 * The name shown on posts: first name and the initial of the last name
 * ("Sam Student" → "Sam S."). Many authors are minors; their full name is not
 * something the whole forum needs.
 */
export function forumDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Waypoint member';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first!;
}
