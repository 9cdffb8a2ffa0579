import { z } from '@domain/zod';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_NOTIFICATIONS_PER_READ = 100;

export const notificationsQuerySchema = z.object({
  cursor: z.optional(
    z
      .string()
      .check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'That page link is not valid any more. Start again from the first page.')),
  ),
});

/** Mark some notifications read (`ids`) or all of them (`all: true`). */
export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({
      ids: z
        .array(z.uuid('Not a notification id'))
        .check(
          z.minLength(1, 'Name at least one notification'),
          z.maxLength(MAX_NOTIFICATIONS_PER_READ, `At most ${MAX_NOTIFICATIONS_PER_READ} at a time`),
        ),
    }),
  ],
  { error: 'Send { "all": true } or { "ids": [...] }' },
);
export type MarkReadInput = z.infer<typeof markReadSchema>;
