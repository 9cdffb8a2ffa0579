import type { AccountDataPart } from '@server/shared/account-data';
import { anonymiseFeedback, exportFeedback } from './feedback.service';

/** The user's feedback in the export; on deletion it is kept, stripped of everything that names them. */
export const feedbackAccountData = {
  exportSection: exportFeedback,
  eraseTraces: anonymiseFeedback,
} satisfies AccountDataPart<Awaited<ReturnType<typeof exportFeedback>>>;
