import { Hono } from 'hono';
import { z } from 'zod';
import { isSyncedKey, syncedStateSchema } from '@domain/progress/local-state';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { mergeProgress, readProgress } from './progress.service';

/**
 * Only the synced keys are accepted. A device-only key (a UI flag, the local
 * feedback copy) or a misspelt one is refused by name instead of being dropped
 * silently, so a client bug shows up as a 400 rather than as lost progress.
 */
const putProgressSchema = z
  .looseObject({})
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!isSyncedKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'This key is not part of synced progress.' });
    }
  })
  .pipe(syncedStateSchema);

// A debounced client sends a few writes a minute; this only stops a runaway loop.
const progressWrites = rateLimit({ name: 'progress-write', limit: 120, windowMs: 60_000, by: 'user' });

export const progressRoutes = new Hono<AppEnv>()
  .get('/', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ state: await readProgress(c.var.db, c.var.user.id) });
  })
  // Progress is stored only once the profile (with its age question) is complete: the client keeps
  // it in localStorage until then and merges it at the first sync after the profile is saved.
  .put('/', requireCompleteProfile, progressWrites, validate('json', putProgressSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ state: await mergeProgress(c.var.db, c.var.user.id, c.req.valid('json')) });
  });
