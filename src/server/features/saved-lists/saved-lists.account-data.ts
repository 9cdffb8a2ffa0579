import type { AccountDataPart } from '@server/shared/account-data';
import { exportSavedLists } from './saved-lists.service';

/** The saved careers and colleges in the export (the rows go with the account). */
export const savedListsAccountData = {
  exportSection: exportSavedLists,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportSavedLists>>>;
