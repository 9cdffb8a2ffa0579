import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CareerQuery } from '@domain/catalog/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { careersQuery } from '@client/shared/lib/career-queries';
import { toRequestQuery } from '../explore-query';

/** A 4xx answer will not change on retry; a network failure or 5xx may. */
export const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** GET /api/careers with the exploration filters; the previous page stays on screen (marked busy) while the next loads. */
export function useCareerSearch(query: CareerQuery) {
  return useQuery({
    ...careersQuery(toRequestQuery(query)),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    // The catalog is static data the server lets caches keep for five minutes.
    staleTime: 5 * 60_000,
  });
}
