import { and, desc, eq, exists } from 'drizzle-orm';
import type { z } from 'zod';
import { isOldEnoughForAccount } from '@domain/profile/age';
import type { completeProfileSchema, updateProfileSchema } from '@domain/profile/schemas';
import type { Database, Transaction } from '@server/db/client';
import { accounts, devIdentities, profiles, sessions, users } from '@server/db/schema';
import type { SessionProfile } from '@server/auth/session';
import { AppError, appError, conflict, notFound } from '@server/http/errors';
import { englishErrorText } from '@server/shared/messages';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * What the other features keep about a user. A feature never imports another, so the composition
 * root (src/server/account-data.ts) supplies this to the account's export and deletion.
 */
export interface AccountData<Sections> {
  /** Every other feature's section of "export my data", in the file's order. */
  exportSections(db: Database, userId: string): Promise<Sections>;
  /**
   * Inside the deletion's transaction, before the user row goes (rows that reference it cascade):
   * erases or anonymises what would still name or quote the person elsewhere.
   */
  eraseTraces(tx: Transaction, user: { id: string; email: string }): Promise<void>;
  /** Read before the deletion; the returned step runs after the commit: files kept outside the database (a mentor's headshot). */
  filesToRemove(db: Database, userId: string): Promise<(dataDir: string) => Promise<void>>;
}

/** What other features do when an account signs in or its profile is saved; supplied by the composition root (account-events.ts). */
export interface AccountEvents {
  accountReady(db: Database, userId: string, now: Date): Promise<void>;
}

export function toProfileDto(row: SessionProfile) {
  return {
    fullName: row.fullName,
    userType: row.userType,
    email: row.email,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
export type ProfileDto = ReturnType<typeof toProfileDto>;

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export type CompleteProfileResult = { outcome: 'created'; profile: ProfileRow } | { outcome: 'under_13' };

/**
 * Writes the spec's profile (fullName, userType, email, createdAt). A student
 * under 13 gets no account: every row of the identity is removed (ADR 0004).
 */
export async function completeProfile(
  db: Database,
  user: { id: string; email: string },
  input: z.infer<typeof completeProfileSchema>,
  dataDir: string,
  accountData: AccountData<unknown>,
  today = new Date(),
): Promise<CompleteProfileResult> {
  if (
    input.userType === 'Student' &&
    input.birthYear &&
    input.birthMonth &&
    !isOldEnoughForAccount(input.birthYear, input.birthMonth, today)
  ) {
    await deleteAccount(db, user.id, dataDir, accountData);
    return { outcome: 'under_13' };
  }
  // One statement, so atomic without a transaction: the profile is inserted unless one exists, and the account's name
  // follows only when it was (three round trips fewer than BEGIN, a locking read, two writes and COMMIT, on the last
  // step of every sign-up).
  const created = db.$with('created').as(
    db
      .insert(profiles)
      .values({
        userId: user.id,
        fullName: input.fullName,
        userType: input.userType,
        email: user.email,
        birthYear: input.userType === 'Student' ? (input.birthYear ?? null) : null,
        birthMonth: input.userType === 'Student' ? (input.birthMonth ?? null) : null,
      })
      .onConflictDoNothing({ target: profiles.userId })
      .returning(),
  );
  const renamed = db.$with('renamed').as(
    db
      .update(users)
      .set({ name: input.fullName })
      .where(and(eq(users.id, user.id), exists(db.select({ userId: created.userId }).from(created))))
      .returning({ id: users.id }),
  );
  const [profile] = await db.with(created, renamed).select().from(created);
  if (!profile) throw conflict('Your profile is already complete.');
  return { outcome: 'created' as const, profile };
}

export async function updateProfile(db: Database, userId: string, input: z.infer<typeof updateProfileSchema>): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!current) throw notFound('profile');
    // Educators see students and parents link to them: neither is something a student account can turn into by an
    // edit (a school often gives its students addresses on the staff's domain). An adult signs up on their own.
    if (current.userType === 'Student' && input.userType !== undefined && input.userType !== 'Student') {
      throw appError(403, 'profile.student_type_locked');
    }
    // Becoming a Student needs the month and year of birth the sign-up asked for (ADR 0004).
    if (input.userType === 'Student' && current.userType !== 'Student' && (current.birthYear === null || current.birthMonth === null)) {
      const message = englishErrorText('profile.student_switch');
      throw new AppError(400, 'validation_failed', message, { userType: message }, undefined, { userType: 'profile.student_switch' });
    }
    const [profile] = await tx.update(profiles).set(input).where(eq(profiles.userId, userId)).returning();
    if (!profile) throw notFound('profile');
    if (input.fullName) await tx.update(users).set({ name: input.fullName }).where(eq(users.id, userId));
    return profile;
  });
}

/** Everything Waypoint holds about one user, without secrets (tokens, session ids). */
export async function exportAccount<Sections extends object>(db: Database, userId: string, accountData: AccountData<Sections>) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('account');
  const profile = await findProfile(db, userId);
  const linked = await db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const activeSessions = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    format: 'waypoint-export/1',
    user: { ...user, createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() },
    profile: profile
      ? {
          ...toProfileDto(profile),
          birthYear: profile.birthYear,
          birthMonth: profile.birthMonth,
          familyIncome: profile.familyIncome,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    signInMethods: linked.map((row) => ({ provider: row.provider, linkedAt: row.createdAt.toISOString() })),
    sessions: activeSessions.map((row) => ({ createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() })),
    ...(await accountData.exportSections(db, userId)),
  };
}

/**
 * Removes the user; sessions, sign-in links and every feature's rows go with it
 * (ON DELETE CASCADE), and a mentor's headshot file. No row may be left that
 * names, addresses or quotes them: notifications and mail that carry their name
 * or words cascade through `actorId`, and the features erase what else they keep
 * (mail to them, their meetings' notifications, their words in others' meetings,
 * moderation summaries). Feedback is kept, stripped of everything that names them.
 * Also the end of an under-13 sign-up (ADR 0004).
 */
export async function deleteAccount(db: Database, userId: string, dataDir: string, accountData: AccountData<unknown>): Promise<void> {
  const removeFiles = await accountData.filesToRemove(db, userId);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    await accountData.eraseTraces(tx, user);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(devIdentities).where(eq(devIdentities.email, user.email));
  });
  // After the commit: a failed transaction must not leave a profile without its photo.
  await removeFiles(dataDir);
}
