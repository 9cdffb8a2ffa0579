import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MarkReadInput } from '@domain/notifications/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type NotificationsPage = InferResponseType<typeof api.notifications.$get, 200>;
export type AppNotification = NotificationsPage['items'][number];

// Often enough to notice a reply while using the app, rare enough not to matter for the server.
const POLL_MS = 60_000;

/** The unread count for the bell; polls while the tab is visible. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.count,
    queryFn: async ({ signal }) => (await readJson(api.notifications.$get({ query: {} }, { init: { signal } }))).unreadCount,
    enabled,
    refetchInterval: POLL_MS,
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam, signal }) =>
      readJson(api.notifications.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => readJson(api.notifications.read.$post({ json: input })),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.notifications.count, result.unreadCount);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    },
  });
}
