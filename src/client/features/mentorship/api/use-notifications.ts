import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';

export type NotificationList = InferResponseType<typeof api.notifications.$get, 200>;

const notificationsKey = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => readJson<NotificationList>(api.notifications.$get({}, { init: { signal } })),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson<void>(api.notifications['read-all'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
