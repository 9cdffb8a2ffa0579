import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';

/** A Word Weaver letter set (GET /api/cognitive/letter-set). A scored set is drawn once per round, never refetched. */
export function useLetterSet(mode: 'practice' | 'scored', round: number) {
  return useQuery({
    queryKey: ['cognitive', 'letter-set', mode, round],
    queryFn: ({ signal }) => readJson(api.cognitive['letter-set'].$get({ query: { mode } }, { init: { signal } })),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}
