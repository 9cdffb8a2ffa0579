import type { AccountDataPart } from '@server/shared/account-data';
import { exportProgress } from './progress.service';

/** Progress's part of a user's account: every stored progress row in the export (the rows go with the account). */
export const progressAccountData = {
  exportSection: exportProgress,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportProgress>>>;
