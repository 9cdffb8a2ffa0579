import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { retryUnlessClientError } from './use-career-search';

/** GET /api/careers/:socCode; a 404 is an ApiError with status 404 (shown as "career not found"). */
export function useCareer(socCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['careers', 'detail', socCode],
    queryFn: ({ signal }) => readJson(api.careers[':socCode'].$get({ param: { socCode } }, { init: { signal } })),
    retry: retryUnlessClientError,
    enabled,
    staleTime: 5 * 60_000,
  });
}
