import { useQuery } from '@tanstack/react-query';
import { careerQuery } from '@client/shared/lib/career-queries';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

/** GET /api/careers/:socCode; a 404 is an ApiError with status 404 (shown as "career not found"). */
export function useCareer(socCode: string, enabled: boolean) {
  return useQuery({
    ...careerQuery(socCode),
    retry: retryUnlessClientError,
    enabled,
    staleTime: 5 * 60_000,
  });
}
