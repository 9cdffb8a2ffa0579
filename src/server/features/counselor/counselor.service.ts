import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  conversationTitle,
  type ConversationDetail,
  type ConversationSummary,
  type CounselorMode,
  type CounselorSource,
  type HistoryTurn,
  type ReplyStatus,
  type SavedMessage,
} from '@domain/counselor/schemas';
import type { Paged } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { counselorConversations, counselorMessages, counselorUsage } from '@server/db/schema';
import { forbidden, notFound } from '@server/http/errors';

/** Earlier turns sent to the model with a new question. */
const HISTORY_TURNS = 12;

type ConversationRow = typeof counselorConversations.$inferSelect;
type MessageRow = typeof counselorMessages.$inferSelect;

function toSummary(row: ConversationRow): ConversationSummary {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toSavedMessage(row: MessageRow): SavedMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    sources: row.sources,
    status: row.status,
    answeredBy: row.answeredBy ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listConversations(db: Database, userId: string, page: number, pageSize: number): Promise<Paged<ConversationSummary>> {
  const where = eq(counselorConversations.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(counselorConversations)
      .where(where)
      .orderBy(desc(counselorConversations.updatedAt), desc(counselorConversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(counselorConversations).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.value ?? 0, page, pageSize };
}

/** The conversation, if it is the user's: 404 when it does not exist, 403 when it is someone else's. */
async function ownConversation(db: Pick<Database, 'select'>, userId: string, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(counselorConversations).where(eq(counselorConversations.id, id));
  if (!row) throw notFound('conversation');
  if (row.userId !== userId) throw forbidden('That conversation belongs to someone else.');
  return row;
}

export async function getConversation(db: Database, userId: string, id: string): Promise<ConversationDetail> {
  const row = await ownConversation(db, userId, id);
  const messages = await db
    .select()
    .from(counselorMessages)
    .where(eq(counselorMessages.conversationId, id))
    .orderBy(asc(counselorMessages.createdAt), asc(counselorMessages.id));
  return { ...toSummary(row), messages: messages.map(toSavedMessage) };
}

/** Every saved conversation of the user, oldest first, for "export my data". */
export async function exportConversations(db: Database, userId: string): Promise<ConversationDetail[]> {
  const rows = await db
    .select()
    .from(counselorConversations)
    .where(eq(counselorConversations.userId, userId))
    .orderBy(asc(counselorConversations.createdAt));
  return Promise.all(rows.map((row) => getConversation(db, userId, row.id)));
}

export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  await ownConversation(db, userId, id);
  await db.delete(counselorConversations).where(eq(counselorConversations.id, id));
}

/**
 * Opens a turn: creates the conversation on the first question, or checks the
 * user owns it, and stores the question before any model is called, so it is
 * never lost. Asking the same question again right after a failed reply (Try
 * again) reuses the stored question instead of saving it twice.
 */
export async function startTurn(
  db: Database,
  userId: string,
  conversationId: string | undefined,
  question: string,
  /** A title other than the question (a crisis message should not head the conversation list). */
  title: string = conversationTitle(question),
): Promise<{ conversationId: string; history: HistoryTurn[] }> {
  return db.transaction(async (tx) => {
    let id = conversationId;
    if (id) {
      await ownConversation(tx, userId, id);
    } else {
      const [created] = await tx.insert(counselorConversations).values({ userId, title }).returning({ id: counselorConversations.id });
      id = created!.id;
    }
    const recent = await tx
      .select()
      .from(counselorMessages)
      .where(eq(counselorMessages.conversationId, id))
      .orderBy(desc(counselorMessages.createdAt), desc(counselorMessages.id))
      .limit(HISTORY_TURNS + 1);
    // Newest first: the failed replies since the last question, then the question itself.
    const lastQuestion = recent.findIndex((m) => m.role === 'user');
    const retry =
      lastQuestion >= 0 && recent[lastQuestion]!.text === question && recent.slice(0, lastQuestion).every((m) => m.status === 'error');
    if (!retry) await tx.insert(counselorMessages).values({ conversationId: id, role: 'user', text: question });
    await tx.update(counselorConversations).set({ updatedAt: new Date() }).where(eq(counselorConversations.id, id));
    const earlier = (retry ? recent.slice(lastQuestion + 1) : recent).slice(0, HISTORY_TURNS).reverse();
    // A reply cut by an error is shown to the student but not fed back to the model as if it were complete.
    return {
      conversationId: id,
      history: earlier.filter((m) => m.text.trim() !== '' && m.status !== 'error').map((m) => ({ role: m.role, content: m.text })),
    };
  });
}

export async function saveReply(
  db: Database,
  conversationId: string,
  reply: { text: string; sources: CounselorSource[]; status: ReplyStatus; answeredBy: CounselorMode | 'safety' },
): Promise<void> {
  // A reply cut before its first word leaves nothing worth keeping; the question stays for a retry.
  if (reply.text.trim() === '') return;
  await db.transaction(async (tx) => {
    await tx.insert(counselorMessages).values({ conversationId, role: 'assistant', ...reply });
    await tx.update(counselorConversations).set({ updatedAt: new Date() }).where(eq(counselorConversations.id, conversationId));
  });
}

/* ---------- daily token cap ---------- */

/** A signed-in user by id; a visitor by the keyed hash of the address (`clientKey`: no address is stored, ADR 0006). */
export function usageSubject(user: { id: string } | null, clientKey: string): string {
  return user ? `user:${user.id}` : `ip:${clientKey}`;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export async function tokensUsedToday(db: Database, subject: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ tokens: counselorUsage.tokens })
    .from(counselorUsage)
    .where(and(eq(counselorUsage.subject, subject), eq(counselorUsage.day, utcDay(now))));
  return row?.tokens ?? 0;
}

export async function addTokens(db: Database, subject: string, tokens: number, now = new Date()): Promise<void> {
  if (tokens <= 0) return;
  const day = utcDay(now);
  await db
    .insert(counselorUsage)
    .values({ subject, day, tokens })
    .onConflictDoUpdate({
      target: [counselorUsage.subject, counselorUsage.day],
      set: { tokens: sql`${counselorUsage.tokens} + ${tokens}` },
    });
  // Yesterday's counts are useless; sweep now and then instead of on a timer.
  if (Math.random() < 0.02) {
    await db.delete(counselorUsage).where(lt(counselorUsage.day, utcDay(new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))));
  }
}
