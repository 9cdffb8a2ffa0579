import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MoneyPlanSave, TransferPair } from '@domain/money-plan/plan-choices';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/*
 * The family money plan: the student's own (`mine`) or a linked child's (by the family
 * link's id). Both sides get the same figures from the server; a save answers with the whole plan.
 */

export type MoneyPlan = InferResponseType<(typeof api)['money-plan']['mine']['$get'], 200>;
export type MoneyPlanTarget = { kind: 'mine' } | { kind: 'child'; linkId: string };

const keyOf = (target: MoneyPlanTarget) => queryKeys.moneyPlan.of(target.kind === 'mine' ? 'mine' : target.linkId);

export function useMoneyPlan(target: MoneyPlanTarget) {
  return useQuery({
    queryKey: keyOf(target),
    queryFn: ({ signal }) =>
      target.kind === 'mine'
        ? readJson(api['money-plan'].mine.$get({ query: {} }, { init: { signal } }))
        : readJson(api['money-plan'].children[':id'].$get({ param: { id: target.linkId }, query: {} }, { init: { signal } })),
    retry: false,
  });
}

/**
 * The plan with a transfer route shown from a link (`?first=&second=`) before it is kept; off without a pair. Its
 * own query, so a link that does not fit shows its error in the route's section and the rest of the plan stays.
 */
export function useTransferPreview(target: MoneyPlanTarget, pair: TransferPair | null) {
  const query = pair ? { first: String(pair.first), second: String(pair.second) } : {};
  return useQuery({
    queryKey: [...keyOf(target), 'transfer', pair?.first ?? null, pair?.second ?? null],
    queryFn: ({ signal }) =>
      target.kind === 'mine'
        ? readJson(api['money-plan'].mine.$get({ query }, { init: { signal } }))
        : readJson(api['money-plan'].children[':id'].$get({ param: { id: target.linkId }, query }, { init: { signal } })),
    enabled: pair !== null,
    retry: false,
  });
}

export function useSaveMoneyPlan(target: MoneyPlanTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MoneyPlanSave) =>
      target.kind === 'mine'
        ? readJson(api['money-plan'].mine.$put({ json: update }))
        : readJson(api['money-plan'].children[':id'].$put({ param: { id: target.linkId }, json: update })),
    onSuccess: (plan) => {
      queryClient.setQueryData(keyOf(target), plan);
      // A kept or removed route changes what a shown-from-a-link route says ("kept" or not).
      void queryClient.invalidateQueries({ queryKey: [...keyOf(target), 'transfer'] });
      // The plan's family income is the one every price on the site uses (the server prefers it): refetch it, so the
      // college list beside the plan shows the same bracket at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.familyIncome });
    },
  });
}

/** Fetches the latest plan (after a 409: someone else saved first). */
export function useReloadMoneyPlan(target: MoneyPlanTarget) {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: keyOf(target) });
}
