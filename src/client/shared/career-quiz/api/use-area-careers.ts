import { useQueries } from '@tanstack/react-query';
import type { RiasecArea } from '@domain/catalog/schemas';
import { careersQuery } from '@client/shared/lib/career-queries';

/**
 * The careers whose strongest interest area is one of `areas` (GET /api/careers?area=, one
 * request per area; the largest area holds under 100 careers, so one page each is all of them).
 */
export function useAreaCareers(areas: readonly RiasecArea[]) {
  return useQueries({
    queries: areas.map((area) => ({ ...careersQuery({ area, pageSize: '100' }), staleTime: 60 * 60 * 1000 })),
    combine: (results) => ({
      careers: results.flatMap((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}
