import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@client/shared/routing';
import { api, ApiError, authSignOut, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/**
 * Leaves this signed-in-only page, then forgets the session. Until we are off
 * the page the cached session is kept fresh: a refetch on the way (a stale
 * query refetches when the next page mounts) would find no session and its
 * guard would send us to /signin instead.
 */
function useLeaveSignedOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: queryKeys.session });
    queryClient.setQueryData(queryKeys.session, (current) => current);
    await navigate('/dashboard', { replace: true });
    queryClient.setQueryData(queryKeys.session, null);
  };
}

/** POST /api/auth/sign-out, then off the page signed out (even when the request fails). */
export function useSignOutMutation() {
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: async () => {
      try {
        await authSignOut();
      } finally {
        await leaveSignedOut();
      }
    },
  });
}

/** GET /api/account/export, saved as waypoint-my-data.json. */
export function useExportDataMutation() {
  return useMutation({
    mutationFn: async () => {
      const data = await readJson(api.account.export.$get());
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'waypoint-my-data.json';
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** DELETE /api/account, then off the page signed out. */
export function useDeleteAccountMutation() {
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: async () => {
      await readJson(api.account.$delete());
      await leaveSignedOut();
    },
  });
}

/** The message to show for a failed export or delete. */
export function accountErrorMessage(failure: Error | null, fallback: string): string | null {
  if (!failure) return null;
  return failure instanceof ApiError ? failure.message : fallback;
}
