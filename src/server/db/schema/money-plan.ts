import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CredentialChoices } from '@domain/money-plan/credentials';
import { SUBSIDIZED_ELIGIBILITY } from '@domain/money-plan/true-cost';
import { users } from './auth';

/*
 * The family money plan's inputs (ADR 0025): one row per student, edited by the student
 * and every linked parent. `version` goes up by one on each save; a save that names an older
 * version is refused (409), so one editor never silently overwrites another. Deleting the student
 * deletes the row; deleting the last editor keeps it with `updatedBy` set null.
 */
export const familyMoneyPlans = pgTable(
  'family_money_plans',
  {
    studentId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contributionPerYear: integer().notNull(),
    savings: integer().notNull(),
    extraGrants: integer().notNull(),
    /** Optional: only for the parent payment's share of income. */
    familyIncome: integer(),
    /** Whether the student qualifies for subsidized Direct Loans; "not sure" plans them all as unsubsidized. */
    subsidizedEligibility: text({ enum: SUBSIDIZED_ELIGIBILITY }).notNull().default('not-sure'),
    /** The credential the family plans for at each college, by UNITID ("204796": "bachelor"); a college not named plans its default. */
    credentials: jsonb().$type<CredentialChoices>().notNull().default({}),
    /**
     * The transfer route the family keeps beside the four-year plan: two years at `transferFirst` (a two-year
     * college), then two at `transferSecond` (a four-year college). UNITIDs without a reference: a catalog load may
     * delete a college, and the pair is kept or dropped together; a college no longer in the data is left out of the view.
     */
    transferFirst: integer(),
    transferSecond: integer(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('family_money_plans_updated_by_idx').on(t.updatedBy),
    check(
      'family_money_plans_amounts_valid',
      sql`${t.contributionPerYear} >= 0 and ${t.savings} >= 0 and ${t.extraGrants} >= 0 and (${t.familyIncome} is null or ${t.familyIncome} >= 0)`,
    ),
    check('family_money_plans_version_positive', sql`${t.version} >= 1`),
    check('family_money_plans_subsidized_valid', sql`${t.subsidizedEligibility} in ('yes', 'no', 'not-sure')`),
    check('family_money_plans_transfer_pair', sql`(${t.transferFirst} is null) = (${t.transferSecond} is null)`),
  ],
);
