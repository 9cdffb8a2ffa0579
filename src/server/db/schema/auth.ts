import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/*
 * better-auth's tables. The first five follow better-auth's documented core
 * schema plus the admin plugin's fields; the better-auth CLI needs Node 22, so
 * they are kept by hand. Their property names must stay exactly as
 * better-auth names them.
 */

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

/** better-auth's rate limit for /api/auth/*: one row per client and path (auth/rate-limit-storage.ts). */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
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
 * Secrets the app instances share (the auth secret when AUTH_SECRET is not set):
 * created once, under an advisory lock, by whichever instance starts first.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
