import { useQueries } from '@tanstack/react-query';
import type { RiasecArea } from '@domain/catalog/schemas';
import { areaCareersQuery } from '@client/shared/lib/career-queries';

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
