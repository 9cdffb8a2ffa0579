import { Hono } from 'hono';
import { collegePreferencesSchema } from '@domain/catalog/college-match';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { matchLimit } from '@server/http/rate-limit';
import { requestLanguage } from '@server/shared/language';
import { matchCollegesCached } from './college-quiz.service';

// Answers depend on the request body: no HTTP caching (the server keeps its own per preferences).
export const collegeQuizRoutes = new Hono<AppEnv>().post('/', matchLimit, validate('json', collegePreferencesSchema), async (c) => {
  const matches = await matchCollegesCached(c.var.db, c.req.valid('json'), requestLanguage(c));
  c.header('Cache-Control', 'no-store');
  return c.json(matches);
});
