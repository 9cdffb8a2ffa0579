import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { professionalApplicationSchema, professionalQuerySchema } from '@domain/mentorship/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { deleteLegacyHeadshotFile, HEADSHOT_MAX_BYTES, processHeadshot, readHeadshot, tooLarge } from './headshots';
import { takenStarts } from './meetings.service';
import { idParam } from './mentorship.http';
import { requestLanguage } from '@server/shared/language';
import { approvedProfile, findMyApplication, listApproved, mayViewHeadshot, saveApplication, setHeadshot } from './professionals.service';

/** If-None-Match lists ETags (or `*`); a weak match is enough for a GET. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const fileParam = z.object({ file: z.string().max(60) });

const uploadLimit = rateLimit({
  name: 'mentorship-upload',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  code: 'mentorship.too_many_uploads',
});

/** A professional's own application and headshot, and the directory of approved professionals. */
export const professionalRoutes = new Hono<AppEnv>()
  // --- registration ---
  .get('/me', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ application: await findMyApplication(c.var.db, c.var.user.id) });
  })
  .put('/me', requireCompleteProfile, validate('json', professionalApplicationSchema), async (c) => {
    return c.json({ application: await saveApplication(c.var.db, c.var.user.id, c.req.valid('json')) });
  })
  .put(
    '/me/headshot',
    requireCompleteProfile,
    uploadLimit,
    bodyLimit({
      maxSize: HEADSHOT_MAX_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        throw tooLarge();
      },
    }),
    async (c) => {
      const image = await processHeadshot(new Uint8Array(await c.req.arrayBuffer()));
      await deleteLegacyHeadshotFile(c.var.env.dataDir, await setHeadshot(c.var.db, c.var.user.id, image));
      return c.json({ application: await findMyApplication(c.var.db, c.var.user.id) });
    },
  )
  .get('/headshots/:file', validate('param', fileParam), async (c) => {
    const { file } = c.req.valid('param');
    const image = (await mayViewHeadshot(c.var.db, file, c.var.user)) ? await readHeadshot(c.var.db, file) : null;
    if (!image) throw notFound('photo');
    // A name is never reused for other bytes, so a cached copy stays right; private: a pending photo is not public.
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('ETag', image.etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (ifNoneMatch(c.req.header('If-None-Match'), image.etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(image.bytes));
  })
  // --- browsing (open to everyone) ---
  .get('/', validate('query', professionalQuerySchema), async (c) =>
    c.json(await listApproved(c.var.db, c.req.valid('query'), requestLanguage(c))),
  )
  .get('/:id', validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await approvedProfile(c.var.db, c.req.valid('param').id, Date.now(), (id) => takenStarts(c.var.db, id)));
  });
