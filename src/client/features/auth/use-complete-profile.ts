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

export const NO_USER_MESSAGE = 'No user found. Please try signing up again.';
export const SIGN_UP_FAILED_MESSAGE = 'Failed to complete sign up. Please try again.';

/** The message above the form for a failed sign-up; null for the under-13 answer, which replaces the form. */
function signUpErrorMessage(error: Error): string | null {
  if (error instanceof ApiError && error.code === 'under_13') return null;
  if (error instanceof ApiError && error.status === 401) return NO_USER_MESSAGE;
  if (error instanceof ApiError && error.status === 400) return error.message;
  return SIGN_UP_FAILED_MESSAGE;
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
  return { serverError: mutation.error ? signUpErrorMessage(mutation.error) : null, declined, pending: mutation.isPending, submit };
}
