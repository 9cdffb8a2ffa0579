import { queryOptions } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import type { RiasecArea } from '@domain/catalog/schemas';
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

/** Largest page GET /api/careers serves. */
const PAGE_SIZE = 100;

/**
 * Every career whose strongest interest area is `area`: GET /api/careers?area= page after page (the default dataset
 * holds every O*NET occupation, several hundred in the largest area), until the total is read.
 */
export const areaCareersQuery = (area: RiasecArea) =>
  queryOptions({
    queryKey: queryKeys.careers.area(area),
    queryFn: async ({ signal }) => {
      const first = await readJson(api.careers.$get({ query: { area, pageSize: String(PAGE_SIZE) } }, { init: { signal } }));
      const items = [...first.items];
      for (let page = 2; items.length < first.total && page <= Math.ceil(first.total / PAGE_SIZE); page++) {
        const next = await readJson(
          api.careers.$get({ query: { area, pageSize: String(PAGE_SIZE), page: String(page) } }, { init: { signal } }),
        );
        if (next.items.length === 0) break;
        items.push(...next.items);
      }
      return { items, total: first.total };
    },
  });
