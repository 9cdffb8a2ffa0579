const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "yesterday", "just now" ("hace 3 horas", "ayer" in Spanish: pass the Intl locale and the catalog's "just now"). */
export function timeAgo(iso: string, now = Date.now(), intlLocale = 'en-US', justNow = 'just now'): string {
  const relative = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' });
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of STEPS) {
    if (Math.abs(elapsed) >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return justNow;
}

/**
 * The replies the viewer can count on the thread: the published ones (the post's `replyCount`) plus those of the loaded
 * replies that only this viewer sees, such as their own reply held for review (a thread said "0 replies" right
 * above the viewer's held reply).
 */
export function shownReplyCount(publishedCount: number, loaded: readonly { status: string }[]): number {
  return publishedCount + loaded.filter((reply) => reply.status !== 'published').length;
}
