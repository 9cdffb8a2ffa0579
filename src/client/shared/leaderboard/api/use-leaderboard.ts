import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { GameId, GameResults } from '@domain/cognitive/assessment';
import type { LeaderboardProfileInput } from '@domain/leaderboard/profile';
import { scoreSubmissionSchema, toSubmission } from '@domain/leaderboard/submission';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type TopScores = InferResponseType<(typeof api.leaderboard)[':game?']['$get'], 200>;
export type MyStanding = InferResponseType<typeof api.leaderboard.me.$get, 200>;
export type SubmittedScore = InferResponseType<typeof api.leaderboard.scores.$post, 201>;

// A 4xx answer will not change on retry; a network failure or 5xx may.
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

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

export type FinishedGame = { [G in GameId]: { game: G; result: GameResults[G]; durationMs: number } }[GameId];

/**
 * POST /api/leaderboard/scores: a finished game's result, checked here with the
 * server's own rules first, then scored again by the server.
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, result, durationMs }: FinishedGame) => {
      const parsed = scoreSubmissionSchema.safeParse(toSubmission(game, result, durationMs));
      if (!parsed.success)
        throw new ApiError(400, 'validation_failed', parsed.error.issues[0]?.message ?? 'This result cannot go on the leaderboard.');
      return readJson(api.leaderboard.scores.$post({ json: parsed.data }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all }),
  });
}
