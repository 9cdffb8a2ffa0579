import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { collegeDetailRequest } from '@domain/catalog/page-requests';
import { api, ApiError, readJson, servedLanguageInit } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type CollegeDetail = InferResponseType<(typeof api.colleges)[':unitId']['$get'], 200>;
export type CollegeProgram = CollegeDetail['programs'][number];

/** The cache key of a college's answer: the server's render of the page seeds the same key (catalog-render.tsx). */
export const collegeDetailKey = (unitId: number, income: number | null, plannedDebt: number | null) =>
  queryKeys.colleges.detail(unitId, collegeDetailRequest(income, plannedDebt));

/** GET /api/colleges/:unitId with the family's income (its price bracket) and the planned debt when known. */
export function useCollege(unitId: number | null, income: number | null, plannedDebt: number | null, enabled: boolean) {
  const query = collegeDetailRequest(income, plannedDebt);
  return useQuery({
    queryKey: collegeDetailKey(unitId ?? 0, income, plannedDebt),
    queryFn: ({ signal }) =>
      readJson(api.colleges[':unitId'].$get({ param: { unitId: String(unitId) }, query }, { init: { signal, ...servedLanguageInit() } })),
    enabled: enabled && unitId !== null,
    // An unknown college or a refused address will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // A new income or planned debt keeps the page on screen while the new prices load (same college only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === unitId ? previous : undefined),
    // The catalog is a yearly snapshot: an answer that came with the page's HTML is not asked for again on arrival.
    staleTime: 5 * 60_000,
  });
}
