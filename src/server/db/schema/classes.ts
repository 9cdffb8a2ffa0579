import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/*
 * Educators and their classes. An Educator sees no student until verified, by an admin
 * (`educator_verifications`, each decision kept in `educator_decisions`) or by an e-mail domain in
 * EDUCATOR_EMAIL_DOMAINS. A verified educator's classes have a join code and link; a student who
 * joins becomes a `class_members` row, and leaving deletes it, so access ends on the next request.
 */

export const EDUCATOR_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;

export const educatorVerifications = pgTable(
  'educator_verifications',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: EDUCATOR_STATUSES }).notNull(),
    /** 'request' (the educator asked an admin) or 'domain' (EDUCATOR_EMAIL_DOMAINS matched). */
    method: text({ enum: ['request', 'domain'] }).notNull(),
    /** What the educator wrote about their school when asking. */
    school: text().notNull().default(''),
    /** The admin's reason for a rejection or revocation, shown to the educator. */
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('educator_verifications_status_idx').on(t.status, t.createdAt)],
);

/** Every admin decision on an educator, kept as a log (the admin's e-mail, as for professionals). */
export const educatorDecisions = pgTable(
  'educator_decisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    educatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: text().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    decision: text({ enum: ['approved', 'rejected', 'revoked'] }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('educator_decisions_educator_idx').on(t.educatorId, t.createdAt)],
);

export const classes = pgTable(
  'classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    educatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** e.g. "2026-27". */
    schoolYear: text().notNull(),
    /** 6-12, or 13 for "college / other". */
    gradeLevel: smallint().notNull(),
    /** The short code (normalised, no dash); the educator shows it to the class, so it is kept readable. */
    joinCode: text().notNull(),
    /** The join link's token (32 random bytes, base64url). */
    joinToken: text().notNull(),
    joinEnabled: boolean().notNull().default(true),
    /** The school's IANA time zone: the CSV's dates and times are written in it ('UTC' for classes made before it was asked). */
    timeZone: text().notNull().default('UTC'),
    /** The class's `sourcedId` in the school's OneRoster export, when an import made it; re-imports find it by this. */
    rosterSourceId: text(),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('classes_join_code_uq').on(t.joinCode),
    uniqueIndex('classes_join_token_uq').on(t.joinToken),
    index('classes_educator_idx').on(t.educatorId, t.createdAt),
    uniqueIndex('classes_roster_source_uq').on(t.educatorId, t.rosterSourceId),
    index('classes_roster_source_idx').on(t.rosterSourceId),
    check('classes_grade_level_valid', sql`${t.gradeLevel} between 6 and 13`),
  ],
);

export const classMembers = pgTable(
  'class_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The student's ID in the school's records, typed by the educator so the CSV merges with them. */
    schoolStudentId: text(),
  },
  (t) => [uniqueIndex('class_members_pair_uq').on(t.classId, t.studentId), index('class_members_student_idx').on(t.studentId)],
);

/** "Finish <step> by <date>" for a class; a reminder may be sent at most once a day. */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    step: text().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastReminderAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('class_assignments_class_idx').on(t.classId, t.dueOn)],
);

export const ROSTER_MEMBERSHIP_STATUSES = ['pending', 'joined', 'declined', 'ended'] as const;

/**
 * A student the school's roster (a OneRoster import) puts in a class. It waits, `pending`, until a student account
 * with the same e-mail signs in, sees the class with the consent screen and joins (`joined`, a `class_members` row
 * carrying the school ID) or declines (`declined`: a re-import does not offer it again). `tobedeleted` in a later
 * import ends it (`ended`; a joined student's membership row is deleted, their own data stays with them).
 */
export const rosterMemberships = pgTable(
  'roster_memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The enrollment's sourcedId. */
    sourceId: text().notNull(),
    /** The student's sourcedId in users.csv (a user marked tobedeleted ends all of theirs). */
    userSourceId: text().notNull(),
    /** Lower case: a student account with this address sees the class. */
    email: text().notNull(),
    /** The student's ID in the school's records (users.csv `identifier`). */
    schoolStudentId: text(),
    studentName: text().notNull(),
    /** From users.csv `grades` (13 for college / other), when given. */
    gradeLevel: smallint(),
    status: text({ enum: ROSTER_MEMBERSHIP_STATUSES }).notNull().default('pending'),
    /** The account that joined or declined. */
    studentId: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the student account with this e-mail was told the class is waiting (one in-app notification). Set in the
     * statement that claims it, so an import and a sign-in at the same moment write one notification, not two;
     * cleared when an ended membership is offered again.
     */
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roster_memberships_source_uq').on(t.classId, t.sourceId),
    index('roster_memberships_email_idx').on(t.email, t.status),
    index('roster_memberships_user_source_idx').on(t.userSourceId),
  ],
);

/** Every OneRoster import that changed something or was tried for real (not the dry runs): who, when, what it counted. */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    uploaderId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file names uploaded (a .zip or the separate CSVs). */
    files: text().array().notNull(),
    /** The summary the uploader was shown (counts and skipped rows by file and line; codes, never e-mails). */
    summary: jsonb().notNull(),
    durationMs: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roster_imports_uploader_idx').on(t.uploaderId, t.createdAt), index('roster_imports_created_idx').on(t.createdAt)],
);
