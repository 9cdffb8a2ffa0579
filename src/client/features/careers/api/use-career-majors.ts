import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

/** GET /api/careers/:socCode/majors: the majors that commonly lead to the career. */
export function useCareerMajors(socCode: string) {
  return useQuery({
    queryKey: queryKeys.careers.majors(socCode),
    queryFn: async ({ signal }) =>
      (await readJson(api.careers[':socCode'].majors.$get({ param: { socCode } }, { init: { signal } }))).items,
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}
