import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** A Word Weaver letter set (GET /api/cognitive/letter-set). A scored set is drawn once per round, never refetched. */
export function useLetterSet(mode: 'practice' | 'scored', round: number) {
  return useQuery({
    queryKey: queryKeys.cognitive.letterSet(mode, round),
    queryFn: ({ signal }) => readJson(api.cognitive['letter-set'].$get({ query: { mode } }, { init: { signal } })),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}
