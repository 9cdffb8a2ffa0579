import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CareerQuery } from '@domain/catalog/schemas';
import { careersQuery } from '@client/shared/lib/career-queries';
import { toRequestQuery } from '../explore-query';

import { retryUnlessClientError } from '@client/shared/lib/query-retry';

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
