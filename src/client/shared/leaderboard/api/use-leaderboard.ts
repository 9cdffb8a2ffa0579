import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { GameId } from '@domain/cognitive/assessment';
import type { LeaderboardProfileInput } from '@domain/leaderboard/profile';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

export type TopScores = InferResponseType<(typeof api.leaderboard)[':game?']['$get'], 200>;
export type MyStanding = InferResponseType<typeof api.leaderboard.me.$get, 200>;

const retry = retryUnlessClientError;

/** GET /api/leaderboard/:game: the top 20 listed players. */
export function useTopScores(game: GameId) {
  return useQuery({
    queryKey: queryKeys.leaderboard.top(game),
    queryFn: ({ signal }) => readJson(api.leaderboard[':game?'].$get({ param: { game } }, { init: { signal } })),
    retry,
  });
}

/** GET /api/leaderboard/me: best score, rank and percentile per game, and the opt-in. */
export function useMyStanding() {
  return useQuery({
    queryKey: queryKeys.leaderboard.me,
    queryFn: ({ signal }) => readJson(api.leaderboard.me.$get({}, { init: { signal } })),
    retry,
  });
}

/** PUT /api/leaderboard/profile: join under a nickname, change it, or leave. */
export function useUpdateLeaderboardProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaderboardProfileInput) => readJson(api.leaderboard.profile.$put({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all }),
  });
}
