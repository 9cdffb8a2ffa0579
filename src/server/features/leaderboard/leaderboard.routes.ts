import { Hono } from 'hono';
import { z } from 'zod';
import { GAME_IDS } from '@domain/cognitive/assessment';
import { leaderboardProfileSchema } from '@domain/leaderboard/profile';
import { scoreSubmissionSchema, SUBMISSION_MESSAGES } from '@domain/leaderboard/submission';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { myStanding, setProfile, submitScore, topScores } from './leaderboard.service';

// A scored game takes minutes; a dozen in ten minutes is far more than anyone plays, and stops scripts.
const scoreSubmissions = rateLimit({
  name: 'leaderboard-score',
  limit: 12,
  windowMs: 10 * 60_000,
  by: 'user',
  code: 'leaderboard.too_many_scores',
});
const profileChanges = rateLimit({
  name: 'leaderboard-profile',
  limit: 20,
  windowMs: 10 * 60_000,
  by: 'user',
  code: 'leaderboard.too_many_changes',
});

const gameParamSchema = z.object({ game: z.enum(GAME_IDS, { error: SUBMISSION_MESSAGES.game }).optional() });

/** The premium leaderboard (signed in only, like the premium pages). */
export const leaderboardRoutes = new Hono<AppEnv>()
  .post('/scores', requireCompleteProfile, scoreSubmissions, validate('json', scoreSubmissionSchema), async (c) => {
    const result = await submitScore(c.var.db, c.var.user.id, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json(result, 201);
  })
  .get('/me', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await myStanding(c.var.db, c.var.user.id));
  })
  .put('/profile', requireCompleteProfile, profileChanges, validate('json', leaderboardProfileSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await setProfile(c.var.db, c.var.user, c.req.valid('json')));
  })
  // Registered after /me so "me" is never read as a game.
  .get('/:game?', requireSession, validate('param', gameParamSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await topScores(c.var.db, c.req.valid('param').game ?? GAME_IDS[0], c.var.user.id));
  });
