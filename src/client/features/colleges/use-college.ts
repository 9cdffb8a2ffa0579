import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { MAX_PLANNED_DEBT } from '@domain/prices/brackets';
import type { Locale } from '@domain/i18n/locales';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';
import { ensureFamilyIncome } from '@client/shared/prices/family-income-query';

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

/** The planned debt in the address (`?plannedDebt=`), or null when there is none or it is not a valid amount. */
export function plannedDebtOf(params: URLSearchParams): number | null {
  const text = params.get('plannedDebt');
  return text !== null && /^\d+$/.test(text) && Number(text) <= MAX_PLANNED_DEBT ? Number(text) : null;
}

/**
 * GET /api/colleges/:unitId with the family's income (its price bracket) and the planned debt when known. `language`
 * names the language of the answer when the request starts before the app has one active (the first load).
 */
function collegeQuery(unitId: number, income: number | null, plannedDebt: number | null, language?: Locale) {
  const query = {
    ...(income === null ? {} : { income: String(income) }),
    ...(plannedDebt === null ? {} : { plannedDebt: String(plannedDebt) }),
  };
  return queryOptions({
    queryKey: queryKeys.colleges.detail(unitId, query),
    queryFn: ({ signal }) =>
      readJson(
        api.colleges[':unitId'].$get(
          { param: { unitId: String(unitId) }, query },
          { init: { signal }, ...(language ? { headers: { 'Accept-Language': language } } : {}) },
        ),
      ),
    // An unknown college or a refused address will not change by asking again.
    retry: retryUnlessClientError,
    // The server lets any cache keep a college for five minutes (it changes only with a new dataset).
    staleTime: 5 * 60_000,
  });
}

/**
 * Asks for the college the page at this address will show, with the income the page will use (the session's, then the
 * account's or this device's), while the page's code is still on its way: the figures then wait for the slower of the
 * two, not for one after the other.
 */
export async function prefetchCollege(
  client: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  language?: Locale,
): Promise<void> {
  const unitId = unitIdOf(params.unitId ?? '');
  if (unitId === null) return;
  const income = await ensureFamilyIncome(client);
  await client.prefetchQuery(collegeQuery(unitId, income, plannedDebtOf(search), language));
}

/** The college at `unitId` for the family's income and planned debt; reads the answer prefetchCollege started. */
export function useCollege(unitId: number | null, income: number | null, plannedDebt: number | null, enabled: boolean) {
  return useQuery({
    ...collegeQuery(unitId ?? 0, income, plannedDebt),
    enabled: enabled && unitId !== null,
    // A new income or planned debt keeps the page on screen while the new prices load (same college only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === unitId ? previous : undefined),
  });
}
