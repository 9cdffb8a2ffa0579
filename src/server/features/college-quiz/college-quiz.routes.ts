import { Hono } from 'hono';
import { collegePreferencesSchema } from '@domain/catalog/college-match';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { matchLimit } from '@server/http/rate-limit';
import { requestLanguage } from '@server/shared/language';
import { matchColleges } from './college-quiz.service';

// Answers depend on the request body and are not shared: no caching.
export const collegeQuizRoutes = new Hono<AppEnv>().post('/', matchLimit, validate('json', collegePreferencesSchema), async (c) => {
  const matches = await matchColleges(c.var.db, c.req.valid('json'), requestLanguage(c));
  c.header('Cache-Control', 'no-store');
  return c.json(matches);
});
