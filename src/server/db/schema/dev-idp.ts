import type { AdapterPayload } from 'oidc-provider';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the demo identity provider (oidc-provider, in our process) remembers between the requests of a
 * sign-in: interactions, sessions, grants, authorization codes, access tokens. Kept here rather than in
 * one instance's memory, so each request of a sign-in may land on any instance. `model` is the
 * provider's kind of record and `id` its own identifier; `uid`, `grantId` and `userCode` are the
 * other keys it looks records up by. A row past `expiresAt` counts as gone and is swept now and then.
 */
export const devIdpRecords = pgTable(
  'dev_idp_records',
  {
    model: text().notNull(),
    id: text().notNull(),
    uid: text(),
    grantId: text(),
    userCode: text(),
    payload: jsonb().$type<AdapterPayload>().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('dev_idp_records_uid_idx').on(t.model, t.uid),
    index('dev_idp_records_grant_idx').on(t.grantId),
    index('dev_idp_records_expires_idx').on(t.expiresAt),
  ],
);
