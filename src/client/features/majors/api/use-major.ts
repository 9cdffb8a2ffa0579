import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson, servedLanguageInit } from '@client/shared/lib/api-client';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

/** The query string of GET /api/majors/:cip (sort, state, credential, page, income), as the address bar holds it. */
export type MajorRequest = NonNullable<InferRequestType<(typeof api.majors)[':cip']['$get']>['query']>;

/** The cache key of a field of study's answer: the server's render of the page seeds the same key (catalog-render.tsx). */
export const majorDetailKey = (cip: string, query: MajorRequest) => ['majors', 'detail', cip, query] as const;

/** GET /api/majors/:cip; an unknown series is an ApiError with status 404. The previous page stays while the next loads. */
export function useMajor(cip: string, query: MajorRequest, enabled: boolean) {
  return useQuery({
    queryKey: majorDetailKey(cip, query),
    queryFn: ({ signal }) => readJson(api.majors[':cip'].$get({ param: { cip }, query }, { init: { signal, ...servedLanguageInit() } })),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type MajorDetail = NonNullable<ReturnType<typeof useMajor>['data']>;
