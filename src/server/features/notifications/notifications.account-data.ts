import type { AccountDataPart } from '@server/shared/account-data';
import { exportNotifications } from './notifications.service';

/** Every notification in the export (they go with the account). */
export const notificationsAccountData = {
  exportSection: exportNotifications,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportNotifications>>>;
