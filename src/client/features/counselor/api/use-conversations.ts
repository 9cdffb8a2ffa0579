import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

const PAGE_SIZE = 20;

/** The signed-in user's saved conversations, newest first, a page at a time. */
export function useConversationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.counselor.conversations.list,
    queryFn: ({ pageParam, signal }) =>
      readJson(api.counselor.conversations.$get({ query: { page: String(pageParam), pageSize: String(PAGE_SIZE) } }, { init: { signal } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: queryKeys.counselor.conversations.detail(id ?? ''),
    queryFn: ({ signal }) => readJson(api.counselor.conversations[':id'].$get({ param: { id: id! } }, { init: { signal } })),
    enabled: id !== null,
    // A conversation changes only through this page, which refreshes it itself.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.counselor.conversations[':id'].$delete({ param: { id } })),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: queryKeys.counselor.conversations.detail(id) });
      return client.invalidateQueries({ queryKey: queryKeys.counselor.conversations.list });
    },
  });
}
