import type { AccountDataPart } from '@server/shared/account-data';
import { exportSavedScholarships } from './scholarships.service';

/** Saved scholarships in the export (the rows go with the account). */
export const scholarshipsAccountData = {
  exportSection: exportSavedScholarships,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportSavedScholarships>>>;
