import type { Database } from '@server/db/client';
import type { AccountEvents } from '@server/features/profile/profile.service';
import { notifyWaitingMemberships, waitingMemberships } from '@server/features/classes/roster-notices';

/**
 * What other features do when something happens to an account: after each sign-in (auth) and when a profile is
 * completed or changed (features/profile). Part of the composition root, like account-data.ts: it may import
 * every feature, which neither auth nor a feature may.
 */
export const accountEvents = {
  /**
   * A class a school's roster put this address in is told to the student once, whether the account existed at the
   * import or was made after it (a new account has no profile at its first sign-in: completing it as a Student is
   * the moment it can be told).
   */
  async accountReady(db: Database, userId: string, now: Date) {
    await tellWaitingClasses(db, userId, now);
  },

  /**
   * After each sign-in. An account this sign-in made has no profile yet, so no class can be told to it (the profile
   * step calls accountReady): nothing is read.
   */
  async signedIn(db: Database, userId: string, now: Date, newAccount: boolean) {
    if (!newAccount) await tellWaitingClasses(db, userId, now);
  },
} satisfies AccountEvents & { signedIn(db: Database, userId: string, now: Date, newAccount: boolean): Promise<void> };

async function tellWaitingClasses(db: Database, userId: string, now: Date) {
  // Nearly every sign-in has nothing waiting: one read, and no transaction is opened for it.
  const waiting = await waitingMemberships(db, { userId }, now);
  if (waiting.length === 0) return;
  // Claiming a membership and writing its notification stand or fall together: a failed write leaves it unclaimed.
  await db.transaction((tx) => notifyWaitingMemberships(tx, waiting, now));
}
