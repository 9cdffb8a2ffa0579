import type { Database } from '@server/db/client';
import type { AccountDataPart } from '@server/shared/account-data';
import { exportClasses } from './classes.service';
import { exportRosterMemberships } from './rostered-students.service';
import { eraseVerificationTraces, exportEducatorVerification } from './verification';

/** The classes taught or joined, what school rosters say about the account's e-mail and, for an educator, their verification. */
async function exportSection(db: Database, userId: string) {
  return {
    ...(await exportClasses(db, userId)),
    rostered: await exportRosterMemberships(db, userId),
    educatorVerification: await exportEducatorVerification(db, userId),
  };
}

/** Classes and verification in the export; on deletion, the verification decisions stop naming them. */
export const classesAccountData = {
  exportSection,
  eraseTraces: eraseVerificationTraces,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportSection>>>;
