import type { Database } from '@server/db/client';
import type { AccountDataPart } from '@server/shared/account-data';
import { exportClasses } from './classes.service';
import { eraseVerificationTraces, exportEducatorVerification } from './verification';

/** The classes taught or joined and, for an educator, their verification and its decisions. */
async function exportSection(db: Database, userId: string) {
  return { ...(await exportClasses(db, userId)), educatorVerification: await exportEducatorVerification(db, userId) };
}

/** Classes and verification in the export; on deletion, the verification decisions stop naming them. */
export const classesAccountData = {
  exportSection,
  eraseTraces: eraseVerificationTraces,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportSection>>>;
