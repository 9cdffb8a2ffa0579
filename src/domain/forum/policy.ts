/**
 * The forum's rules as pure functions: the server enforces them, the
 * client only uses them to decide which buttons to show.
 */

/** Authors may edit a post or reply for this long after posting. */
export const EDIT_WINDOW_MINUTES = 30;
export const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60_000;

/** An account is "new" for its first 24 hours: stricter limits, and links are held for review. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60_000;
export const NEW_ACCOUNT_DAILY_POSTS = 3;
export const NEW_ACCOUNT_DAILY_REPLIES = 10;
/** For everyone: one post per 2 minutes, one reply per 30 seconds. */
export const POST_INTERVAL_MS = 2 * 60_000;
export const REPLY_INTERVAL_MS = 30_000;

export interface Actor {
  id: string;
  role: 'admin' | 'user';
}

export interface OwnedContent {
  authorId: string;
  createdAt: Date;
}

export function isNewAccount(accountCreatedAt: Date, now: Date): boolean {
  return now.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_MS;
}

export function editDeadline(content: Pick<OwnedContent, 'createdAt'>): Date {
  return new Date(content.createdAt.getTime() + EDIT_WINDOW_MS);
}

/** Only the author, and only within the edit window. */
export function canEdit(actor: Actor | null, content: OwnedContent, now: Date): boolean {
  return actor !== null && actor.id === content.authorId && now.getTime() < editDeadline(content).getTime();
}

/** Only the author deletes here; administrators remove content through moderation, which logs a reason. */
export function canDelete(actor: Actor | null, content: Pick<OwnedContent, 'authorId'>): boolean {
  return actor !== null && actor.id === content.authorId;
}

export function canMarkHelpful(actor: Actor | null, post: Pick<OwnedContent, 'authorId'>, reply: Pick<OwnedContent, 'authorId'>): boolean {
  return actor !== null && actor.id === post.authorId && reply.authorId !== post.authorId;
}

export type LimitKind = 'post' | 'reply';

export interface RecentActivity {
  /** When the author last posted (or replied), or null. */
  lastAt: Date | null;
  /** How many in the last 24 hours. */
  inLastDay: number;
}

/**
 * A refusal is a reason and its facts, never a sentence: each language words `daily-cap` (how many a new account may
 * write on its first day) and `too-soon` (how long to wait) from them.
 */
export type LimitCheck =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; reason: 'daily-cap'; kind: LimitKind; cap: number }
  | { allowed: false; retryAfterSeconds: number; reason: 'too-soon'; kind: LimitKind; seconds: number };

/** The posting limits (the intervals for everyone and the new-account daily caps above); the 429 words the refusal. */
export function checkPostingLimit(kind: LimitKind, activity: RecentActivity, accountIsNew: boolean, now: Date): LimitCheck {
  const interval = kind === 'post' ? POST_INTERVAL_MS : REPLY_INTERVAL_MS;
  const dailyCap = kind === 'post' ? NEW_ACCOUNT_DAILY_POSTS : NEW_ACCOUNT_DAILY_REPLIES;
  if (accountIsNew && activity.inLastDay >= dailyCap) {
    return { allowed: false, retryAfterSeconds: 60 * 60, reason: 'daily-cap', kind, cap: dailyCap };
  }
  if (activity.lastAt) {
    const waitMs = activity.lastAt.getTime() + interval - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return { allowed: false, retryAfterSeconds: seconds, reason: 'too-soon', kind, seconds };
    }
  }
  return { allowed: true };
}
