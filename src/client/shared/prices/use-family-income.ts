import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { mutationKeys, queryKeys } from '@client/shared/lib/query-keys';
import { useSession } from '@client/shared/session/use-session';
import { useStoredFamilyIncome, writeStoredFamilyIncome } from './family-income-store';

/*
 * The yearly family income every price on the site is shown for, asked once and kept: on the account for a signed-in
 * user with a profile (the server prefers the money plan's income when the plan has one), on this device otherwise.
 */

/** Where the income came from: the money plan, the account, this device, or nowhere yet. */
export type FamilyIncomeOrigin = 'money-plan' | 'profile' | 'device' | null;

export interface FamilyIncomeState {
  /** The income the prices use; null shows the range across brackets. */
  income: number | null;
  origin: FamilyIncomeOrigin;
  /** True until the account's income is known (the prices wait rather than flash the range). */
  loading: boolean;
  /** Keeps (or, with null, forgets) the income; resolves when stored. */
  save: (income: number | null) => Promise<void>;
  saving: boolean;
  /** The account refused or the network failed; the editor says so. */
  saveFailed: boolean;
}

export function useFamilyIncome(): FamilyIncomeState {
  const session = useSession();
  const stored = useStoredFamilyIncome();
  const onAccount = session.status === 'signed-in' && session.profile !== null;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.familyIncome,
    queryFn: ({ signal }) => readJson(api.profile['family-income'].$get({}, { init: { signal } })),
    enabled: onAccount,
  });
  const mutation = useMutation({
    mutationKey: mutationKeys.saveFamilyIncome,
    mutationFn: (familyIncome: number | null) => readJson(api.profile['family-income'].$put({ json: { familyIncome } })),
    onSuccess: (answer) => client.setQueryData(queryKeys.familyIncome, answer),
  });

  if (onAccount) {
    const answer = query.data;
    return {
      income: answer?.familyIncome ?? null,
      origin: answer?.basis ?? null,
      loading: query.isPending,
      save: async (income) => {
        await mutation.mutateAsync(income);
      },
      saving: mutation.isPending,
      saveFailed: mutation.isError,
    };
  }
  return {
    income: stored,
    origin: stored === null ? null : 'device',
    loading: session.status === 'loading',
    save: (income) => {
      writeStoredFamilyIncome(income);
      return Promise.resolve();
    },
    saving: false,
    saveFailed: false,
  };
}
