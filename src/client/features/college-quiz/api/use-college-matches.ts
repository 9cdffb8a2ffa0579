import { skipToken, useQuery } from '@tanstack/react-query';
import type { CollegePreferences } from '@domain/catalog/college-match';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** POST /api/matches/colleges for the submitted preferences; nothing is asked before the first submit (skipToken). */
export function useCollegeMatches(preferences: CollegePreferences | null) {
  return useQuery({
    queryKey: preferences ? queryKeys.collegeMatches.forPreferences(preferences) : queryKeys.collegeMatches.all,
    queryFn: preferences ? () => readJson(api.matches.colleges.$post({ json: preferences })) : skipToken,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
