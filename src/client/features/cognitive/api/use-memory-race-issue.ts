import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/**
 * A scored Memory Race game's seed from the server (POST /api/cognitive/memory-race),
 * so its result can go on the leaderboard. One per mounted game, never refetched;
 * when it cannot be had (offline), the game is played on a seed of the device's own.
 */
export function useMemoryRaceIssue(enabled: boolean) {
  const [game] = useState(() => crypto.randomUUID());
  return useQuery({
    queryKey: queryKeys.cognitive.memoryRace(game),
    queryFn: () => readJson(api.cognitive['memory-race'].$post()),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
