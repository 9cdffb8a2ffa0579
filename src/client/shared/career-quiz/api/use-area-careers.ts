import { useQueries } from '@tanstack/react-query';
import type { RiasecArea } from '@domain/catalog/schemas';
import { api, readJson } from '@client/shared/lib/api-client';

/**
 * The careers whose strongest interest area is one of `areas` (GET /api/careers?area=, one
 * request per area; the largest area holds under 100 careers, so one page each is all of them).
 */
export function useAreaCareers(areas: readonly RiasecArea[]) {
  return useQueries({
    queries: areas.map((area) => ({
      queryKey: ['careers', 'area', area],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readJson(api.careers.$get({ query: { area, pageSize: '100' } }, { init: { signal } })),
      staleTime: 60 * 60 * 1000,
    })),
    combine: (results) => ({
      careers: results.flatMap((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}
