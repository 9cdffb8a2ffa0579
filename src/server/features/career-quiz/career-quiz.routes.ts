import { Hono } from 'hono';
import { z } from 'zod';
import { riasecProfileSchema } from '@domain/catalog/schemas';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { matchLimit } from '@server/http/rate-limit';
import { requestLanguage } from '@server/shared/language';
import { matchInterests } from './career-quiz.service';

const interestMatchRequestSchema = z.object({ profile: riasecProfileSchema });

// Answers depend on the request body and are not shared: no caching.
export const careerQuizRoutes = new Hono<AppEnv>().post('/', matchLimit, validate('json', interestMatchRequestSchema), async (c) => {
  const matches = await matchInterests(c.var.db, c.req.valid('json').profile, requestLanguage(c));
  c.header('Cache-Control', 'no-store');
  return c.json(matches);
});
