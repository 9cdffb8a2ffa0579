import type { AccountDataPart } from '@server/shared/account-data';
import { exportFamily } from './family.service';

/** Invites and family links in the export (they go with the account). */
export const familyAccountData = {
  exportSection: exportFamily,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportFamily>>>;
