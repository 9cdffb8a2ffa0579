import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ModerationActionInput } from '@domain/forum/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { forumKeys } from './forum-queries';

export type ModerationQueue = InferResponseType<typeof api.admin.moderation.queue.$get, 200>;
export type QueueItem = ModerationQueue['items'][number];
export type ModerationLogPage = InferResponseType<typeof api.admin.moderation.actions.$get, 200>;

const moderationKeys = { all: ['moderation'] as const, queue: ['moderation', 'queue'] as const, log: ['moderation', 'log'] as const };

export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue,
    queryFn: ({ signal }) => readJson(api.admin.moderation.queue.$get({}, { init: { signal } })),
  });
}

export function useModerationLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.log,
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
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: forumKeys.all }),
      ]),
  });
}
