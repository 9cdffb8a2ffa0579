import { useMutation } from '@tanstack/react-query';
import type { Feedback } from '@domain/feedback/schemas';
import { readLocal, writeLocal } from '@client/shared/assessment-state/local-store';
import { trackEvent } from '@client/shared/lib/track-event';
import { api, readJson } from '@client/shared/lib/api-client';

// The device keeps a copy of what was sent; the newest entries are enough for that.
const LOCAL_FEEDBACK_LIMIT = 50;

type Receipt = { id: string; timestamp: string };

/** Keeps a copy of what was sent on this device and marks the visitor as one who gave feedback. */
function rememberSent(values: Feedback, receipt: Receipt) {
  const sent = { ...values, id: receipt.id, timestamp: receipt.timestamp };
  writeLocal('userFeedback', [...(readLocal('userFeedback') ?? []), sent].slice(-LOCAL_FEEDBACK_LIMIT));
  trackEvent('feedback_sent');
  // Someone who has given feedback is not invited to give it again (the flag is stored on submit).
  writeLocal('feedbackPopupShown', true);
}

/** POST /api/feedback; once the server has it, the local copy, the analytics event and the popup flag. */
export function useSendFeedbackMutation() {
  return useMutation({
    mutationFn: (values: Feedback) => readJson(api.feedback.$post({ json: values })),
    onSuccess: (receipt, values) => rememberSent(values, receipt),
  });
}
