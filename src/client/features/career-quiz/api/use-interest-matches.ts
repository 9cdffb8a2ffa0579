import { useQuery } from '@tanstack/react-query';
import type { InterestMatch } from '@domain/career-quiz/riasec';
import type { Career, Major, RiasecProfile } from '@domain/catalog/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type InterestMatches = { majors: InterestMatch<Major>[]; careers: InterestMatch<Career>[] };

/** POST /api/matches/interests: the majors and careers closest to an interest profile. */
export function useInterestMatches(profile: RiasecProfile | undefined) {
  return useQuery({
    queryKey: profile ? queryKeys.interestMatches.forProfile(profile) : queryKeys.interestMatches.all,
    queryFn: () => readJson(api.matches.interests.$post({ json: { profile: profile as RiasecProfile } })),
    enabled: profile !== undefined,
    // The catalog changes only with an import; the same profile gives the same answer for the visit.
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
