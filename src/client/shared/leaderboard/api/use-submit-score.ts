import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameId, GameResults } from '@domain/cognitive/assessment';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

// Apart from the leaderboard's reads: sending a score needs the games' scoring rules, the leaderboard's page does not.
// They load with the first score sent (with zod), not with the games' page.

export type FinishedGame = { [G in GameId]: { game: G; result: GameResults[G]; durationMs: number } }[GameId];

/**
 * POST /api/leaderboard/scores: a finished game's result, checked here with the
 * server's own rules first, then scored again by the server.
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, result, durationMs }: FinishedGame) => {
      const { scoreSubmissionSchema, toSubmission } = await import('@domain/leaderboard/submission');
      const parsed = scoreSubmissionSchema.safeParse(toSubmission(game, result, durationMs));
      if (!parsed.success) {
        // Refused here with the server's own rules: the same 400 the server would send, its field named.
        const issue = parsed.error.issues[0];
        const message = issue?.message ?? 'This result cannot go on the leaderboard.';
        throw new ApiError(400, 'validation_failed', message, { [issue?.path.join('.') || '_']: message });
      }
      return readJson(api.leaderboard.scores.$post({ json: parsed.data }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all }),
  });
}
