import { asc, eq, or, sql } from 'drizzle-orm';
import type { Feedback } from '@domain/feedback/schemas';
import type { Database } from '@server/db/client';
import { feedback } from '@server/db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Who sent it: a signed-in user, or null for anonymous feedback. */
export interface FeedbackAuthor {
  id: string;
  email: string;
}

/** Stores one feedback with its time and author (or anonymous). */
export async function createFeedback(db: Database, author: FeedbackAuthor | null, input: Feedback): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({
      rating: input.rating,
      category: input.category,
      message: input.message,
      email: input.email ?? null,
      usefulness: input.usefulness,
      currentTools: input.currentTools,
      featureRequests: input.featureRequests,
      willingnessToPay: input.willingness_to_pay,
      userId: author?.id ?? null,
      userEmail: author?.email ?? null,
    })
    .returning();
  return row!;
}

/** The receipt the form gets back: enough to refer to the feedback, nothing more. */
export function toFeedbackReceipt(row: FeedbackRow) {
  return { id: row.id, timestamp: row.createdAt.toISOString() };
}

/** The spec's field names, as the form sent them. */
export function toFeedbackDto(row: FeedbackRow) {
  return {
    id: row.id,
    rating: row.rating,
    category: row.category,
    message: row.message,
    email: row.email,
    usefulness: row.usefulness,
    currentTools: row.currentTools,
    featureRequests: row.featureRequests,
    willingness_to_pay: row.willingnessToPay,
    timestamp: row.createdAt.toISOString(),
  };
}

/** A user's own feedback, oldest first, for "export my data". */
export async function exportFeedback(db: Database, userId: string) {
  const rows = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt));
  return rows.map(toFeedbackDto);
}

/**
 * Before an account is deleted: its feedback stays as anonymous feedback, so
 * nothing that identifies the person (their account e-mail, the contact
 * e-mail they typed, the link to the account) is left behind. Feedback sent
 * signed out with their address as the contact e-mail loses that address too.
 */
export async function anonymiseFeedback(db: Pick<Database, 'update'>, user: FeedbackAuthor): Promise<void> {
  await db
    .update(feedback)
    .set({ userId: null, userEmail: null, email: null })
    .where(or(eq(feedback.userId, user.id), sql`lower(${feedback.email}) = lower(${user.email})`));
}
