import { queryOptions } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from './api-client';
import { queryKeys } from './query-keys';

/** The query string of GET /api/careers (search words, filters, interest area, page). */
export type CareersRequest = NonNullable<InferRequestType<typeof api.careers.$get>['query']>;

/**
 * GET /api/careers/:socCode, the one key and fetch of a career wherever it is shown (career page,
 * calculator, quiz matches), so they share one cache entry. A code the catalog does not have is an
 * ApiError with status 404. Each caller adds its own staleTime, retry and enabled.
 */
export const careerQuery = (socCode: string) =>
  queryOptions({
    queryKey: queryKeys.careers.detail(socCode),
    queryFn: ({ signal }) =>
      readJson(api.careers[':socCode'].$get({ param: { socCode: encodeURIComponent(socCode) } }, { init: { signal } })),
  });

/** GET /api/careers: one page of careers for a search, filters or an interest area. */
export const careersQuery = (query: CareersRequest) =>
  queryOptions({
    queryKey: queryKeys.careers.list(query),
    queryFn: ({ signal }) => readJson(api.careers.$get({ query }, { init: { signal } })),
  });
