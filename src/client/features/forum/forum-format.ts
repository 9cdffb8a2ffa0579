const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "yesterday", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of STEPS) {
    if (Math.abs(elapsed) >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The replies the viewer can count on the thread: the published ones (the post's `replyCount`) plus those of the loaded
 * replies that only this viewer sees, such as their own reply held for review (issue 17: a thread said "0 replies" right
 * above the viewer's held reply).
 */
export function shownReplyCount(publishedCount: number, loaded: readonly { status: string }[]): number {
  return publishedCount + loaded.filter((reply) => reply.status !== 'published').length;
}
