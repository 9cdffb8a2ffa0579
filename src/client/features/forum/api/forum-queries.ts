import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ForumCategory, ForumSort } from '@domain/forum/schemas';
import type { Locale } from '@domain/i18n/locales';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

export type PostPage = InferResponseType<typeof api.forum.posts.$get, 200>;
export type PostSummary = PostPage['items'][number];
export type Post = InferResponseType<(typeof api.forum.posts)[':id']['$get'], 200>;
export type RepliesPage = InferResponseType<(typeof api.forum.posts)[':id']['replies']['$get'], 200>;
export type Reply = RepliesPage['items'][number];
export type ForumMe = InferResponseType<typeof api.forum.me.$get, 200>;
export type Author = PostSummary['author'];

export interface PostFilters {
  category?: ForumCategory;
  tag?: string;
  q?: string;
  language?: Locale;
  sort: ForumSort;
}

// A 4xx (not found, blocked, bad cursor) will not change on retry; a network failure or 5xx may.
const retry = retryUnlessClientError;

/** GET /api/forum/posts, page after page by cursor ("Load more"). */
export function usePostList(filters: PostFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.forum.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const query: Record<string, string> = { sort: filters.sort };
      if (filters.category) query.category = filters.category;
      if (filters.tag) query.tag = filters.tag;
      if (filters.q) query.q = filters.q;
      if (filters.language) query.language = filters.language;
      if (pageParam) query.cursor = pageParam;
      return readJson(api.forum.posts.$get({ query }, { init: { signal } }));
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    retry,
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: queryKeys.forum.post(id),
    queryFn: ({ signal }) => readJson(api.forum.posts[':id'].$get({ param: { id } }, { init: { signal } })),
    retry,
  });
}

export function useReplies(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.forum.replies(id),
    queryFn: ({ pageParam, signal }) =>
      readJson(
        api.forum.posts[':id'].replies.$get(
          { param: { id }, query: pageParam ? { cursor: pageParam, limit: '50' } : { limit: '50' } },
          { init: { signal } },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    retry,
  });
}

/** The signed-in user's ban state and block list; pass `enabled: false` when signed out. */
export function useForumMe(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.forum.me,
    queryFn: ({ signal }) => readJson(api.forum.me.$get({}, { init: { signal } })),
    enabled,
    retry,
  });
}
