import { useState } from 'react';
import { ApiError } from '@client/shared/lib/api-client';
import { useToast } from '@client/ui/toast';
import { useDecide, type AdminApplication } from './api/use-admin';

/** Approve, reject or suspend one application: which reason form is open, the pending flag and the error of the last try. */
export function useApplicationDecision(application: AdminApplication) {
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
        title: `${application.fullName}: ${input.decision === 'approve' ? 'approved' : input.decision === 'reject' ? 'rejected' : 'suspended'}`,
      });
      setOpen(null);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not save the decision. Please try again.');
    }
  };

  return { open, setOpen, reason, setReason, error, setError, pending: decide.isPending, run };
}
