import { useQuery } from '@tanstack/react-query';
import type { CollegeMatch, CollegePreferences } from '@domain/catalog/college-match';
import { api, readJson } from '@client/shared/lib/api-client';

export type CollegeMatches = { items: CollegeMatch[]; total: number };

export const collegeMatchKeys = {
  all: ['college-matches'] as const,
  forPreferences: (preferences: CollegePreferences) => [...collegeMatchKeys.all, preferences] as const,
};

/** POST /api/matches/colleges for the submitted preferences; nothing is asked before the first submit. */
export function useCollegeMatches(preferences: CollegePreferences | null) {
  return useQuery({
    queryKey: preferences ? collegeMatchKeys.forPreferences(preferences) : collegeMatchKeys.all,
    queryFn: () => readJson(api.matches.colleges.$post({ json: preferences as CollegePreferences })),
    enabled: preferences !== null,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
