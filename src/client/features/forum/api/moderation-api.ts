import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ModerationActionInput } from '@domain/forum/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type ModerationQueue = InferResponseType<typeof api.admin.moderation.queue.$get, 200>;
export type QueueItem = ModerationQueue['items'][number];
export type ModerationLogPage = InferResponseType<typeof api.admin.moderation.actions.$get, 200>;

export function useModerationQueue() {
  return useQuery({
    queryKey: queryKeys.moderation.queue,
    queryFn: ({ signal }) => readJson(api.admin.moderation.queue.$get({}, { init: { signal } })),
  });
}

export function useModerationLog() {
  return useInfiniteQuery({
    queryKey: queryKeys.moderation.log,
    queryFn: ({ pageParam, signal }) =>
      readJson(api.admin.moderation.actions.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => readJson(api.admin.moderation.actions.$post({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.forum.all }),
      ]),
  });
}
