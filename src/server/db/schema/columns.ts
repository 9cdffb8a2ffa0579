import { timestamp } from 'drizzle-orm/pg-core';

/*
 * Columns several tables share. Not re-exported from the index: they are parts
 * of tables, not tables.
 */

/** createdAt and updatedAt; updatedAt moves on every update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// Millisecond precision: keyset cursors carry JavaScript dates, which have no microseconds.
export const millisecondTime = () => timestamp({ withTimezone: true, precision: 3 });
