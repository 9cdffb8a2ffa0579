import { z } from 'zod';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';

/* What the mentorship routers share (professionals, meetings, safety contacts and their administration). */

export const idParam = z.object({ id: z.uuid('Unknown id') });

// Messages, meeting reports and new safety contacts each notify someone: one counter covers all three.
export const messageLimit = rateLimit({
  name: 'mentorship-message',
  limit: 60,
  windowMs: 10 * 60_000,
  by: 'user',
  code: 'mentorship.too_fast',
});

export const mailDeps = (c: { var: AppEnv['Variables'] }) => ({ db: c.var.db, env: c.var.env, logger: c.var.logger });
