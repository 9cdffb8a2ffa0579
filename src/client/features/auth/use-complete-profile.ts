import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@client/shared/routing';
import type { z } from '@domain/zod';
import type { completeProfileSchema } from '@domain/profile/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { createProfile } from './api/profile-api';

export type FormInput = z.input<typeof completeProfileSchema>;
export type FormOutput = z.output<typeof completeProfileSchema>;

/** Why a sign-up failed: no session (401), a field the server refused (400, its codes), or anything else. */
export type SignUpFailure = { kind: 'no-user' } | { kind: 'invalid'; error: ApiError } | { kind: 'failed' };

/** The failure shown above the form; null for the under-13 answer, which replaces the form. */
function signUpFailure(error: Error): SignUpFailure | null {
  if (error instanceof ApiError && error.code === 'under_13') return null;
  if (error instanceof ApiError && error.status === 401) return { kind: 'no-user' };
  if (error instanceof ApiError && error.status === 400) return { kind: 'invalid', error };
  return { kind: 'failed' };
}

/**
 * POST /api/profile, then /home. An under-13 student is signed out (the server deleted the account)
 * and gets `declined`, the server's explanation.
 */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [declined, setDeclined] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: FormOutput) => {
      await createProfile(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onSuccess: () => navigate('/home', { replace: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'under_13') {
        queryClient.setQueryData(queryKeys.session, null);
        setDeclined(error.message);
      }
    },
  });
  // The form awaits this (its submit button shows "Saving…"); the failure shows as serverError.
  const submit = (values: FormOutput) =>
    mutation.mutateAsync(values).then(
      () => undefined,
      () => undefined,
    );
  return { serverError: mutation.error ? signUpFailure(mutation.error) : null, declined, pending: mutation.isPending, submit };
}
