import type { AccountDataPart } from '@server/shared/account-data';
import { exportClasses } from './classes.service';
import { eraseVerificationTraces } from './verification';

/** Classes taught or joined in the export; on deletion, the verification decisions stop naming them. */
export const classesAccountData = {
  exportSection: exportClasses,
  eraseTraces: eraseVerificationTraces,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportClasses>>>;
