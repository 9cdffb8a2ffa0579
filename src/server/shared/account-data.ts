import type { Database, Transaction } from '@server/db/client';

/**
 * One feature's part of a user's account, kept beside the feature (`<feature>.account-data.ts`) and listed by the
 * composition root (src/server/account-data.ts), which hands them all to the profile feature's export and deletion.
 * Each step is optional: a feature may only export, only erase, or keep files outside the database.
 */
export interface AccountDataPart<Section = unknown> {
  /** This feature's section of "export my data". */
  exportSection?(db: Database, userId: string): Promise<Section>;
  /**
   * Inside the deletion's transaction, before the user row goes (rows that reference it cascade): erases or
   * anonymises what would still name or quote the person elsewhere.
   */
  eraseTraces?(tx: Transaction, user: { id: string; email: string }): Promise<void>;
  /** Read before the deletion; the returned step runs after the commit (files kept outside the database). */
  filesToRemove?(db: Database, userId: string): Promise<(dataDir: string) => Promise<void>>;
}
