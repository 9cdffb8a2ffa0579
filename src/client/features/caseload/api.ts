import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { BulkRemind } from '@domain/classes/caseload';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/* The educator's caseload: one page of their students across all classes, and the bulk reminder. */

const caseload = api.educator.caseload;
export type CaseloadPage = InferResponseType<typeof caseload.$get, 200>;
export type CaseloadItem = CaseloadPage['items'][number];
export type CaseloadReason = CaseloadItem['reasons'][number];
/** The query as the URL carries it (strings), validated by the server with the same schema. */
export type CaseloadQueryText = Record<string, string>;

export function useCaseload(query: CaseloadQueryText) {
  return useQuery({
    queryKey: queryKeys.caseload.page(query),
    queryFn: ({ signal }) => readJson(caseload.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBulkRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkRemind) => readJson(caseload.remind.$post({ json: input })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.caseload.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
      ]),
  });
}
