import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { sessionQuery, type MeResponse } from '@client/shared/session/use-session';
import { readStoredFamilyIncome } from './family-income-store';

/*
 * Which income the prices use, readable before any page renders (use-family-income.ts is the hook over the same
 * rules). Apart from the hook and its editor: the first load reads this to ask for a college with the page's income.
 */

/** GET /api/profile/family-income: the account's income (or the money plan's). */
export const familyIncomeQuery = queryOptions({
  queryKey: queryKeys.familyIncome,
  queryFn: ({ signal }) => readJson(api.profile['family-income'].$get({}, { init: { signal } })),
});

/** Whether this visit's prices use the account's income (a signed-in user with a profile) or this device's. */
export const incomeOnAccount = (me: MeResponse | undefined): boolean => Boolean(me?.profile);

/**
 * The income useFamilyIncome will give, read before any page renders (a page's data can then be asked for with its
 * code): the session first, then the account's income or this device's.
 */
export async function ensureFamilyIncome(client: QueryClient): Promise<number | null> {
  const me = await client.ensureQueryData(sessionQuery);
  return incomeOnAccount(me) ? (await client.ensureQueryData(familyIncomeQuery)).familyIncome : readStoredFamilyIncome();
}
