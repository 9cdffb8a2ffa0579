import type { AccountDataPart } from '@server/shared/account-data';
import { exportConversations } from './counselor.service';

/** The counselor conversations in the export (they go with the account). */
export const counselorAccountData = {
  exportSection: exportConversations,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportConversations>>>;
