import { useState } from 'react';
import { errorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { ApiError } from '@client/shared/lib/api-client';
import { useToast } from '@client/ui/toast';
import { useDecide, type AdminApplication } from './api/use-admin';

/** Approve, reject or suspend one application: which reason form is open, the pending flag and the error of the last try. */
export function useApplicationDecision(application: AdminApplication) {
  const t = useT('mentorship');
  const decide = useDecide();
  const toast = useToast();
  const [open, setOpen] = useState<'reject' | 'suspend' | null>(null);
  // The reason stays when its form closes, so Go back and reopening keeps what was typed.
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (input: Parameters<typeof decide.mutateAsync>[0]) => {
    setError(null);
    try {
      await decide.mutateAsync(input);
      toast({
        tone: 'success',
        title: t(
          input.decision === 'approve'
            ? 'mentorship.a_toastApproved'
            : input.decision === 'reject'
              ? 'mentorship.a_toastRejected'
              : 'mentorship.a_toastSuspended',
          { name: application.fullName },
        ),
      });
      setOpen(null);
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(t, caught) : t('mentorship.a_saveFailed'));
    }
  };

  return { open, setOpen, reason, setReason, error, setError, pending: decide.isPending, run };
}
