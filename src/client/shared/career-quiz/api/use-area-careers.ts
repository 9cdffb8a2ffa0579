import { useQueries } from '@tanstack/react-query';
import type { RiasecArea } from '@domain/catalog/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** Largest page GET /api/careers serves. */
const PAGE_SIZE = 100;

/**
 * Every career whose strongest interest area is `area`: GET /api/careers?area= page after page (the default dataset
 * holds every O*NET occupation, several hundred in the largest area), until the total is read.
 */
export const areaCareersQuery = (area: RiasecArea) => ({
  queryKey: [...queryKeys.careers.all, 'area', area] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
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

/**
 * The careers whose strongest interest area is one of `areas` (GET /api/careers?area=, every page of each area: the
 * default dataset's largest area holds several hundred careers).
 */
export function useAreaCareers(areas: readonly RiasecArea[]) {
  return useQueries({
    queries: areas.map((area) => ({ ...areaCareersQuery(area), staleTime: 60 * 60 * 1000 })),
    combine: (results) => ({
      careers: results.flatMap((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}
