import { skipToken, useQuery } from '@tanstack/react-query';
import type { RiasecProfile } from '@domain/catalog/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** POST /api/matches/interests: the majors and careers closest to an interest profile; nothing is asked without one (skipToken). */
export function useInterestMatches(profile: RiasecProfile | undefined) {
  return useQuery({
    queryKey: profile ? queryKeys.interestMatches.forProfile(profile) : queryKeys.interestMatches.all,
    queryFn: profile ? () => readJson(api.matches.interests.$post({ json: { profile } })) : skipToken,
    // The catalog changes only with an import; the same profile gives the same answer for the visit.
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
