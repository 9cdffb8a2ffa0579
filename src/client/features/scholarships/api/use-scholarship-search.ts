import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ScholarshipQuery } from '@domain/scholarships/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';
import { toRequestQuery } from '../directory-query';

export type ScholarshipSearchResult = InferResponseType<typeof api.scholarships.$get, 200>;
export type { ScholarshipDto } from '@client/shared/scholarships/api/use-saved-scholarships';

/** GET /api/scholarships; the previous page stays on screen (marked busy) while the next one loads. */
export function useScholarshipSearch(query: ScholarshipQuery) {
  const request = toRequestQuery(query);
  return useQuery({
    queryKey: queryKeys.scholarships.search(request),
    queryFn: ({ signal }) => readJson(api.scholarships.$get({ query: request }, { init: { signal } })),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    // The directory is static data that the server lets caches keep for five minutes.
    staleTime: 5 * 60_000,
  });
}
