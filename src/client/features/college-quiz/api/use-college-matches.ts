import { useQuery } from '@tanstack/react-query';
import type { CollegeMatch, CollegePreferences } from '@domain/catalog/college-match';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type CollegeMatches = { items: CollegeMatch[]; total: number };

/** POST /api/matches/colleges for the submitted preferences; nothing is asked before the first submit. */
export function useCollegeMatches(preferences: CollegePreferences | null) {
  return useQuery({
    queryKey: preferences ? queryKeys.collegeMatches.forPreferences(preferences) : queryKeys.collegeMatches.all,
    queryFn: () => readJson(api.matches.colleges.$post({ json: preferences as CollegePreferences })),
    enabled: preferences !== null,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
