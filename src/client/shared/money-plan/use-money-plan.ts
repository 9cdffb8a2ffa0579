import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MoneyPlanUpdate } from '@domain/money-plan/money-plan';
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
        ? readJson(api['money-plan'].mine.$get(undefined, { init: { signal } }))
        : readJson(api['money-plan'].children[':id'].$get({ param: { id: target.linkId } }, { init: { signal } })),
    retry: false,
  });
}

export function useSaveMoneyPlan(target: MoneyPlanTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MoneyPlanUpdate) =>
      target.kind === 'mine'
        ? readJson(api['money-plan'].mine.$put({ json: update }))
        : readJson(api['money-plan'].children[':id'].$put({ param: { id: target.linkId }, json: update })),
    onSuccess: (plan) => {
      queryClient.setQueryData(keyOf(target), plan);
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
