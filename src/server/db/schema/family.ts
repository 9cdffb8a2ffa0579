import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { millisecondTime } from './columns';

/*
 * Parents linked to their child. A student makes a one-time invite
 * (a link and a short code, both stored only as SHA-256 hashes); a Parent who
 * redeems it becomes linked. Either side can unlink: the link row goes, and
 * every read checks for it, so access ends on the next request.
 */

export const familyInvites = pgTable(
  'family_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the link's token; the token itself is shown once, never stored. */
    tokenHash: text().notNull(),
    /** SHA-256 (base64url) of the normalised short code. */
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The parent who redeemed it; set null when that account is deleted. */
    usedBy: text().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_invites_token_uq').on(t.tokenHash),
    uniqueIndex('family_invites_code_uq').on(t.codeHash),
    index('family_invites_student_idx').on(t.studentId, t.createdAt),
    index('family_invites_used_by_idx').on(t.usedBy),
    check('family_invites_expires_after_created', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_links_pair_uq').on(t.studentId, t.parentId), index('family_links_parent_idx').on(t.parentId)],
);

/**
 * Every view of a student's data by someone else (a linked parent now, an educator later): who,
 * which student, what, when. The student reads it on /profile. Deleting the student deletes their
 * rows; deleting the viewer keeps the row with the viewer set null ("a deleted account"), so the
 * student still sees that their data was viewed (ADR 0022).
 */
export const studentAccessLog = pgTable(
  'student_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Why the viewer may see it: 'parent' (a family link); 'educator' is for classes later. */
    viewerRole: text({ enum: ['parent', 'educator'] }).notNull(),
    /** What was read, e.g. 'family.overview'. */
    what: text().notNull(),
    createdAt: millisecondTime().notNull().defaultNow(),
  },
  (t) => [
    index('student_access_log_student_idx').on(t.studentId, t.createdAt.desc(), t.id.desc()),
    index('student_access_log_viewer_idx').on(t.viewerId),
    check('student_access_log_role_valid', sql`${t.viewerRole} in ('parent', 'educator')`),
  ],
);
