import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/*
 * Professional mentors: applications vetted by admins, meetings with
 * students, messages kept for review, reports, in-app notifications and the
 * mail log. Times are stored in UTC (timestamptz); each professional's weekly
 * availability is wall-clock times in their own IANA time zone.
 */

export const professionals = pgTable(
  'professionals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text().notNull(),
    jobTitle: text().notNull(),
    employer: text().notNull(),
    industry: text().notNull(),
    careerSocCode: text().notNull(),
    yearsExperience: smallint().notNull(),
    bio: text().notNull(),
    workUrl: text().notNull(),
    topics: text().array().notNull(),
    timeZone: text().notNull(),
    availability: jsonb().$type<{ weekday: number; start: string; end: string }[]>().notNull(),
    codeOfConductAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    /** Server-generated name of the image in headshot_images; never a name the user chose. */
    headshotFile: text(),
    status: text({ enum: ['pending', 'approved', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    /** The reason of the last rejection or suspension, shown to the applicant. */
    statusReason: text(),
    ...timestamps,
  },
  (t) => [
    index('professionals_status_idx').on(t.status),
    check('professionals_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
  ],
);

/** Every admin decision on an application: who, what, why, when. Kept when the admin account goes. */
export const professionalDecisions = pgTable(
  'professional_decisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    adminId: text().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    decision: text({ enum: ['approved', 'rejected', 'suspended'] }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('professional_decisions_professional_idx').on(t.professionalId, t.createdAt)],
);

export const meetings = pgTable(
  'meetings',
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    questions: text().notNull(),
    status: text({ enum: ['requested', 'rescheduled', 'accepted', 'declined', 'cancelled', 'done'] })
      .notNull()
      .default('requested'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set while the status is "rescheduled": the professional's other time, waiting for the student. */
    proposedStartsAt: timestamp({ withTimezone: true }),
    meetingUrl: text(),
    closedReason: text(),
    closedBy: text().references(() => users.id, { onDelete: 'set null' }),
    studentFeedback: text(),
    professionalFeedback: text(),
    ...timestamps,
  },
  (t) => [
    index('meetings_student_idx').on(t.studentId, t.startsAt),
    index('meetings_professional_idx').on(t.professionalId, t.startsAt),
    // The last line of defence against double-booking; the service also checks inside a transaction.
    uniqueIndex('meetings_professional_accepted_slot_uq')
      .on(t.professionalId, t.startsAt)
      .where(sql`${t.status} = 'accepted'`),
    check('meetings_status_valid', sql`${t.status} in ('requested', 'rescheduled', 'accepted', 'declined', 'cancelled', 'done')`),
    check('meetings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Messages on a meeting page. `body` is what participants see (contact details masked); `originalBody` is for admins reviewing a report. */
export const meetingMessages = pgTable(
  'meeting_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    originalBody: text().notNull(),
    masked: boolean().notNull().default(false),
    /** held: found to carry a private channel, shown only to its author and admins until an admin releases (delivered) or rejects it. */
    status: text({ enum: ['delivered', 'held', 'rejected'] })
      .notNull()
      .default('delivered'),
    /** What the private-channel check found (src/domain/mentorship/private-channels.ts). */
    holdReasons: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_messages_meeting_idx').on(t.meetingId, t.createdAt),
    // The admins' review queue, oldest first.
    index('meeting_messages_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('meeting_messages_status_valid', sql`${t.status} in ('delivered', 'held', 'rejected')`),
  ],
);

export const meetingReports = pgTable(
  'meeting_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    reporterId: text().references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text().notNull(),
    reason: text().notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_reports_created_idx').on(t.createdAt)],
);

/** A parent or educator a student adds: copied on every meeting message and notification. */
export const safetyContacts = pgTable(
  'safety_contacts',
  {
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.contactId] }), index('safety_contacts_contact_idx').on(t.contactId)],
);

/** Every e-mail Waypoint sends: delivered by SMTP when SMTP_URL is set, otherwise kept here as the dev outbox admins read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    icsFileName: text(),
    ics: text(),
    transport: text({ enum: ['smtp', 'outbox'] }).notNull(),
    error: text(),
    /** Whose name or words the mail carries (who asked, wrote, reported): their account's deletion deletes it. */
    actorId: text().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_actor_idx').on(t.actorId)],
);

/**
 * The "Professional" badge next to an author's name. A row means the user is
 * an approved professional; the mentorship feature inserts it on approval and
 * deletes it on withdrawal. The forum only reads it.
 */
export const professionalBadges = pgTable('professional_badges', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The headshot images themselves, in the database so that every app instance
 * behind a load balancer can serve any of them (files in one instance's
 * DATA_DIR answered 404 on the others). Gone with the account (cascade).
 */
export const headshotImages = pgTable('headshot_images', {
  /** The server-generated name also kept in professionals.headshot_file (`<uuid>.webp`). */
  file: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bytes: bytea().notNull(),
  /** A strong validator: the SHA-256 of the bytes, quoted as HTTP wants it. */
  etag: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
