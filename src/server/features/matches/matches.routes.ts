import { Hono } from 'hono';
import { z } from 'zod';
import { collegePreferencesSchema } from '../../../domain/catalog/college-match';
import { riasecProfileSchema } from '../../../domain/catalog/schemas';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { matchColleges, matchInterests } from './matches.service';

const interestMatchRequestSchema = z.object({ profile: riasecProfileSchema });

// Each request ranks the whole catalog; a person asks a few times a minute at most.
const matchLimit = rateLimit({ name: 'matches', limit: 60, windowMs: 60_000, by: 'ip' });

// Answers depend on the request body and are not shared: no caching.
export const matchRoutes = new Hono<AppEnv>()
  .post('/matches/interests', matchLimit, validate('json', interestMatchRequestSchema), async (c) => {
    const matches = await matchInterests(c.var.db, c.req.valid('json').profile);
    c.header('Cache-Control', 'no-store');
    return c.json(matches);
  })
  .post('/matches/colleges', matchLimit, validate('json', collegePreferencesSchema), async (c) => {
    const matches = await matchColleges(c.var.db, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json(matches);
  });
