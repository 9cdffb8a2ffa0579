import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CollegeControl, CollegeLocale, RiasecArea, RiasecProfile, RowSource, UsState } from '@domain/catalog/schemas';

/*
 * Column names are written in camelCase here and become snake_case in
 * PostgreSQL (`casing: 'snake_case'` in the client and in drizzle.config.ts).
 *
 * The first five tables follow better-auth's documented core schema plus the
 * admin plugin's fields; the better-auth CLI needs Node 22, so they are kept
 * by hand. Their property names must stay exactly as better-auth names them.
 */

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  ...timestamps,
  // admin plugin
  role: text(),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ...timestamps,
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // admin plugin
    impersonatedBy: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate limiter (storage: "database"), used for /api/auth/*. */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/** Fixed-window counters for Waypoint's own API (see server/http/rate-limit.ts). */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_buckets_window_idx').on(t.windowStart)],
);

/** The spec's user profile (collection `users`): fullName, userType, email, createdAt. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  userType: text({ enum: ['Student', 'Parent', 'Educator'] }).notNull(),
  email: text().notNull(),
  // Students only: month and year of birth, to keep under-13s out (ADR 0004).
  birthYear: smallint(),
  birthMonth: smallint(),
  ...timestamps,
});

/**
 * Identities typed into the local identity provider's "Use another account".
 * Only used while the dev identity provider is on; keeps the display name
 * stable across requests and instances.
 */
export const devIdentities = pgTable('dev_identities', {
  email: text().primaryKey(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in user's copy of the spec's local assessment keys (SYNCED_KEYS),
 * one row per key. `updatedAt` is when the value changed on a device, not
 * when the row was written: merges keep the newer value per key.
 */
export const assessmentStates = pgTable(
  'assessment_states',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Scholarships a signed-in user bookmarked. The directory itself is static data
 * (src/data/scholarships.ts), so `scholarshipId` is a slug with no foreign key:
 * an entry later dropped from the directory leaves a row that reads skip.
 */
export const savedScholarships = pgTable(
  'saved_scholarships',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scholarshipId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scholarshipId] })],
);

/*
 * The career, major and college catalog (issue 4). Rows come from the curated
 * datasets in src/data (loaded at every start) and from the official-data
 * importers (`npm run data:import`). Missing official figures are NULL, never 0.
 * `curated` marks rows owned by src/data: the start-up loader updates and prunes
 * only those, and the O*NET import leaves curated careers alone (see
 * src/server/features/catalog/import/onet.ts for the rule).
 */

export const careers = pgTable(
  'careers',
  {
    socCode: text().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    interests: jsonb().$type<RiasecProfile>().notNull(),
    /** The highest interest area (first in RIASEC order on a tie), for `?area=`. */
    primaryArea: text().$type<RiasecArea>().notNull(),
    jobZone: smallint(),
    medianPay: integer(),
    outlookPercent: doublePrecision(),
    entryEducation: text(),
    source: jsonb().$type<RowSource>().notNull(),
    curated: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('careers_primary_area_idx').on(t.primaryArea)],
);

export const majors = pgTable('majors', {
  cip: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  interests: jsonb().$type<RiasecProfile>().notNull(),
  careerCodes: text().array().notNull(),
  medianEarnings: integer(),
  medianDebt: integer(),
  source: jsonb().$type<RowSource>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const colleges = pgTable(
  'colleges',
  {
    /** IPEDS UNITID. */
    unitId: integer().primaryKey(),
    name: text().notNull(),
    city: text(),
    state: text().$type<UsState>().notNull(),
    control: text().$type<CollegeControl>().notNull(),
    locale: text().$type<CollegeLocale>(),
    undergraduates: integer(),
    admissionRate: doublePrecision(),
    averageNetPrice: integer(),
    completionRate: doublePrecision(),
    medianDebt: integer(),
    medianEarnings: integer(),
    predominantDegree: text().$type<'certificate' | 'associate' | 'bachelor' | 'graduate'>(),
    url: text(),
    source: jsonb().$type<RowSource>().notNull(),
    curated: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colleges_state_idx').on(t.state), index('colleges_control_idx').on(t.control)],
);

/**
 * The spec's feedback (collection `feedback`). `userId`/`userEmail` are NULL
 * for anonymous feedback. Deleting the account keeps the answers but nulls the
 * link and both e-mails (anonymiseFeedback, called by deleteAccount; the
 * foreign key's SET NULL covers any other way a user row goes).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    rating: smallint().notNull(),
    category: text().notNull(),
    message: text().notNull(),
    email: text(),
    usefulness: smallint().notNull(),
    currentTools: text().notNull(),
    featureRequests: text().notNull(),
    willingnessToPay: smallint().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt),
    index('feedback_category_idx').on(t.category),
    index('feedback_user_id_idx').on(t.userId),
    // The API validates these too; the checks keep the database honest for any other writer.
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    check('feedback_usefulness_range', sql`${t.usefulness} between 1 and 10`),
    check('feedback_willingness_to_pay_range', sql`${t.willingnessToPay} between 0 and 50`),
  ],
);

// --- mentorship ---
/*
 * Professional mentors (issue 9): applications vetted by admins, meetings with
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
    /** Server-generated file name in DATA_DIR/uploads; never a name the user chose. */
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

// --- analytics ---

/**
 * First-party analytics (ADR 0008). Raw events carry no visitor identifier at
 * all: no IP, no user agent, no account, no hash. Unique visitors are counted
 * with a per-day hash whose salt is random, kept only for its UTC day, and
 * deleted afterwards, so yesterday's hashes can no longer be linked to anyone.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** Raw events, kept 90 days; BRIN on time because rows arrive in time order. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    name: text().notNull(),
    path: text().notNull(),
    props: jsonb().$type<Record<string, string | number>>(),
  },
  (t) => [index('analytics_events_occurred_at_brin').using('brin', t.occurredAt)],
);

/** Rollup kept on ingest: events per UTC day, event name and path (page views are `page_view`). */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    path: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.path] })],
);

/**
 * Which funnel steps each visitor reached on a day (a bit mask): counts a
 * visitor and a step once per day. Rows are deleted once their day is over
 * and the counts are in analytics_daily_funnel.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
    steps: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** Rollup: visitors who reached each funnel step per UTC day (step 0 = any visit = unique visitors). */
export const analyticsDailyFunnel = pgTable(
  'analytics_daily_funnel',
  {
    day: date({ mode: 'string' }).notNull(),
    step: smallint().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);

/** Rollup: web-vitals histograms per UTC day and metric (bucket widths in src/domain/analytics/vitals.ts). */
export const analyticsVitalBuckets = pgTable(
  'analytics_vital_buckets',
  {
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    bucket: integer().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.bucket] })],
);

// --- AI counselor ---

/** A signed-in student's saved conversation with the counselor (visitors' stay in their page). */
export const counselorConversations = pgTable(
  'counselor_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [index('counselor_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * One turn. An assistant reply keeps the sources it used and how it ended
 * (complete, stopped by the student, or cut by a provider error with the partial text).
 */
export const counselorMessages = pgTable(
  'counselor_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => counselorConversations.id, { onDelete: 'cascade' }),
    role: text().$type<'user' | 'assistant'>().notNull(),
    text: text().notNull(),
    sources: jsonb().$type<{ label: string; name: string; year: string | null; url: string; estimate: boolean }[]>().notNull().default([]),
    status: text().$type<'complete' | 'stopped' | 'error'>().notNull().default('complete'),
    answeredBy: text().$type<'ai' | 'offline' | 'safety'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('counselor_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    check('counselor_messages_role', sql`${t.role} in ('user', 'assistant')`),
    check('counselor_messages_status', sql`${t.status} in ('complete', 'stopped', 'error')`),
  ],
);

/** Model tokens spent per subject (a user id or a keyed hash of an address) and UTC day, for the daily cap. */
export const counselorUsage = pgTable(
  'counselor_usage',
  {
    subject: text().notNull(),
    day: text().notNull(),
    tokens: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

// --- forum (issue 8) ---

/** PostgreSQL's full-text document type; drizzle has no built-in for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Millisecond precision: keyset cursors carry JavaScript dates, which have no microseconds.
const forumTime = () => timestamp({ withTimezone: true, precision: 3 });
const published = sql`status = 'published'`;

/**
 * Forum posts. `status`: published (everyone sees it), held (waiting for a
 * moderator: contact details, or a link from a new account), hidden (by a
 * moderator, can be restored), deleted (by its author or a moderator; kept so
 * the daily limits and the moderation log still count it, never shown).
 * `score` and `replyCount` are kept in step with the vote and reply tables in
 * the same transaction, so listing never counts rows.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text({ enum: ['published', 'held', 'hidden', 'deleted'] })
      .notNull()
      .default('published'),
    holdReason: text(),
    score: integer().notNull().default(0),
    replyCount: integer().notNull().default(0),
    createdAt: forumTime().notNull().defaultNow(),
    editedAt: forumTime(),
    lastActivityAt: forumTime().notNull().defaultNow(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B')`,
      ),
  },
  (t) => [
    // One index per sort order, each with and without a category, holding only what lists show.
    index('forum_posts_new_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_category_new_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_active_idx').on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(published),
    index('forum_posts_category_active_idx')
      .on(t.category, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('forum_posts_top_idx')
      .on(t.score.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('forum_posts_category_top_idx')
      .on(t.category, t.score.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('forum_posts_search_idx').using('gin', t.searchVector),
    index('forum_posts_tags_idx').using('gin', t.tags),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    index('forum_posts_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    check('forum_posts_score_not_negative', sql`${t.score} >= 0`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    status: text({ enum: ['published', 'held', 'hidden', 'deleted'] })
      .notNull()
      .default('published'),
    holdReason: text(),
    score: integer().notNull().default(0),
    /** Set by the post's author. */
    helpful: boolean().notNull().default(false),
    createdAt: forumTime().notNull().defaultNow(),
    editedAt: forumTime(),
  },
  (t) => [
    index('forum_replies_post_idx').on(t.postId, t.createdAt, t.id),
    index('forum_replies_author_idx').on(t.authorId, t.createdAt),
    index('forum_replies_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    check('forum_replies_score_not_negative', sql`${t.score} >= 0`),
  ],
);

/** One upvote per user per post (the primary key is the "once"). */
export const forumPostVotes = pgTable(
  'forum_post_votes',
  {
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const forumReplyVotes = pgTable(
  'forum_reply_votes',
  {
    replyId: uuid()
      .notNull()
      .references(() => forumReplies.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
);

/** A report of a post (replyId null) or of one reply; one per reporter and target. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: uuid().references(() => forumReplies.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    details: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator acts on the target (hide, restore, delete, dismiss). */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('forum_reports_once').on(t.reporterId, t.postId, t.replyId).nullsNotDistinct(),
    index('forum_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    index('forum_reports_target_idx').on(t.postId, t.replyId),
  ],
);

/** Blocking hides the blocked user's posts and replies from the blocker (and their replies stop notifying). */
export const forumBlocks = pgTable(
  'forum_blocks',
  {
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), check('forum_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`)],
);

/** A forum ban: the user can still read and use the rest of Waypoint, but not post, reply, edit, vote or report. */
export const forumBans = pgTable('forum_bans', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bannedBy: text().references(() => users.id, { onDelete: 'set null' }),
  reason: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every moderator action with who and why. `targetSummary` keeps a short
 * description (title or excerpt) so the log still reads after a deletion.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    moderatorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: ['hide', 'restore', 'delete', 'ban', 'unban', 'dismiss'] }).notNull(),
    targetType: text({ enum: ['post', 'reply', 'user'] }).notNull(),
    postId: uuid().references(() => forumPosts.id, { onDelete: 'set null' }),
    replyId: uuid().references(() => forumReplies.id, { onDelete: 'set null' }),
    targetUserId: text().references(() => users.id, { onDelete: 'set null' }),
    targetSummary: text().notNull(),
    reason: text().notNull(),
    createdAt: forumTime().notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
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

/**
 * In-app notifications for any feature (forum replies now, mentorship later).
 * `kind` names the event (e.g. "forum.reply"); `link` is an in-app path.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text().notNull(),
    /** Whose name or words the notification carries (who replied, asked, wrote): their account's deletion deletes it. */
    actorId: text().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: forumTime().notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    index('notifications_actor_idx').on(t.actorId),
  ],
);

// --- leaderboard ---

/** The premium games (GAME_IDS in src/domain/cognitive/assessment.ts). */
const leaderboardGames = ['word-weaver', 'memory-race', 'logic-puzzles'] as const;
// Scores are the game's overall score in tenths of a point (src/domain/leaderboard/submission.ts).
const pointsInRange = (column: unknown) => sql`${column} between 0 and 1000`;

/**
 * Who shows on the leaderboard and as what. No row, or opted_in false, means
 * not listed (the default: users include minors). Leaving forgets the nickname.
 */
export const leaderboardProfiles = pgTable(
  'leaderboard_profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text(),
    optedIn: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('leaderboard_profiles_nickname_uq').on(sql`lower(${t.nickname})`),
    check('leaderboard_profiles_listed_has_nickname', sql`not ${t.optedIn} or ${t.nickname} is not null`),
  ],
);

/**
 * Memory Race seeds the server issued for scored games (ADR 0016): a game goes
 * on the leaderboard only with the digits its seed gives, no sooner after the
 * issue than they take to show and type, and once.
 */
export const memoryRaceSequences = pgTable(
  'memory_race_sequences',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: bigint({ mode: 'number' }).notNull(),
    issuedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When a game with this seed was accepted on the leaderboard. */
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('memory_race_sequences_user_idx').on(t.userId, t.issuedAt),
    check('memory_race_sequences_seed_range', sql`${t.seed} between 0 and 4294967295`),
  ],
);

/** Every accepted game result, scored by the server; kept for the player's export and history. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    durationMs: integer().notNull(),
    /** The submission as validated (raw play and result fields). */
    play: jsonb().$type<Record<string, unknown>>().notNull(),
    achievedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('game_scores_user_idx').on(t.userId, t.game, t.achievedAt), check('game_scores_score_range', pointsInRange(t.score))],
);

/**
 * Each player's best score per game, the rows the leaderboard ranks. `listed`
 * mirrors the profile's opt-in so the top 20 is one walk of a partial index.
 * Ties go to whoever reached the score first.
 */
export const leaderboardBests = pgTable(
  'leaderboard_bests',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    achievedAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    listed: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.game] }),
    index('leaderboard_bests_top_idx')
      .on(t.game, t.score.desc().nullsFirst(), t.achievedAt, t.userId)
      .where(sql`listed`),
    check('leaderboard_bests_score_range', pointsInRange(t.score)),
  ],
);

/**
 * How many players have each best score, per game (at most 1,001 rows a game):
 * a rank or percentile sums these instead of counting players, so it costs the
 * same with a thousand players as with a million. Kept in step with
 * leaderboard_bests in the same transaction.
 */
export const leaderboardScoreCounts = pgTable(
  'leaderboard_score_counts',
  {
    game: text({ enum: leaderboardGames }).notNull(),
    score: smallint().notNull(),
    players: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.game, t.score] }), check('leaderboard_score_counts_players_not_negative', sql`${t.players} >= 0`)],
);
