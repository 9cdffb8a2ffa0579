import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type CollegeDetail = InferResponseType<(typeof api.colleges)[':unitId']['$get'], 200>;
export type CollegeProgram = CollegeDetail['programs'][number];

/** The highest UNITID the API takes (a PostgreSQL integer). */
const MAX_UNIT_ID = 2_147_483_647;

/** The UNITID in an address, or null when it is not one (the page then says so instead of asking the API). */
export function unitIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_UNIT_ID ? value : null;
}

/** GET /api/colleges/:unitId with the family's income (its price bracket) and the planned debt when known. */
export function useCollege(unitId: number | null, income: number | null, plannedDebt: number | null, enabled: boolean) {
  const query = {
    ...(income === null ? {} : { income: String(income) }),
    ...(plannedDebt === null ? {} : { plannedDebt: String(plannedDebt) }),
  };
  return useQuery({
    queryKey: queryKeys.colleges.detail(unitId ?? 0, query),
    queryFn: ({ signal }) => readJson(api.colleges[':unitId'].$get({ param: { unitId: String(unitId) }, query }, { init: { signal } })),
    enabled: enabled && unitId !== null,
    // An unknown college or a refused address will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // A new income or planned debt keeps the page on screen while the new prices load (same college only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === unitId ? previous : undefined),
  });
}
