import { z } from '@domain/zod';

/*
 * The school roster's students as their educator may see them before they join: only what the roster itself gave
 * (the name it used, its student ID and grade) and where each stands towards the class. Whether an address has a
 * Waypoint account is never said: a pending membership reads "not joined yet" whether or not anyone signed in.
 * Declining and leaving are the student's own answers to this educator, so they are shown as such.
 */

/** Where a roster student stands, seen from the class: joined, not joined yet, said no, or joined and then left. */
export const ROSTERED_STATUSES = ['joined', 'pending', 'declined', 'left'] as const;
export type RosteredStatus = (typeof ROSTERED_STATUSES)[number];
export type NotJoinedStatus = Exclude<RosteredStatus, 'joined'>;

export const NOT_JOINED_PAGE_SIZE = 25;

/**
 * A membership's status for the class page. `inClass` says whether the class's members include that student (by
 * the account that answered, or by the roster's e-mail when someone joined with the code instead): a member has
 * joined whatever the membership says. An ended membership is no longer on the roster (null).
 */
export function rosteredStatus(status: 'pending' | 'joined' | 'declined' | 'ended', inClass: boolean): RosteredStatus | null {
  if (status === 'ended') return null;
  if (inClass) return 'joined';
  if (status === 'joined') return 'left';
  return status;
}

export type RosteredRow = { id: string; name: string; schoolId: string | null; gradeLevel: number | null; status: RosteredStatus };
export type NotJoinedRow = RosteredRow & { status: NotJoinedStatus };

export type RosterCounts = { rostered: number; joined: number; pending: number; declined: number; left: number };

export function rosterCounts(rows: readonly Pick<RosteredRow, 'status'>[]): RosterCounts {
  const counts: RosterCounts = { rostered: rows.length, joined: 0, pending: 0, declined: 0, left: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

const STATUS_ORDER: Record<NotJoinedStatus, number> = { pending: 0, declined: 1, left: 2 };

/** One page of the students who have not joined: still to come first, then the ones who said no or left, by name. */
export function notJoinedPage(rows: readonly RosteredRow[], page: number, pageSize = NOT_JOINED_PAGE_SIZE) {
  const waiting = rows
    .filter((row): row is NotJoinedRow => row.status !== 'joined')
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const pageCount = Math.max(1, Math.ceil(waiting.length / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    counts: rosterCounts(rows),
    items: waiting.slice((shown - 1) * pageSize, shown * pageSize),
    total: waiting.length,
    page: shown,
    pageSize,
    pageCount,
  };
}

export const notJoinedQuerySchema = z.object({
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.minimum(1, 'Page starts at 1'), z.maximum(10_000)), 1),
});

/** The CSV's Status column, in English like the rest of the file. */
export const ROSTERED_CSV_TEXT: Record<RosteredStatus, string> = {
  joined: 'joined',
  pending: 'not joined yet',
  declined: 'declined to join',
  left: 'left the class',
};
