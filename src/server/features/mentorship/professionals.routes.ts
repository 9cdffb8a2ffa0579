import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { professionalApplicationSchema, professionalQuerySchema } from '@domain/mentorship/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { deleteHeadshot, HEADSHOT_MAX_BYTES, processHeadshot, readHeadshot, storeHeadshot, tooLarge } from './headshots';
import { takenStarts } from './meetings.service';
import { idParam } from './mentorship.http';
import { requestLanguage } from '@server/shared/language';
import { approvedProfile, findMyApplication, listApproved, mayViewHeadshot, saveApplication, setHeadshot } from './professionals.service';

const fileParam = z.object({ file: z.string().max(60) });

const uploadLimit = rateLimit({
  name: 'mentorship-upload',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  message: 'Too many uploads. Please try again later.',
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
      const file = await storeHeadshot(c.var.env.dataDir, image);
      try {
        await deleteHeadshot(c.var.env.dataDir, await setHeadshot(c.var.db, c.var.user.id, file));
      } catch (error) {
        await deleteHeadshot(c.var.env.dataDir, file);
        throw error;
      }
      return c.json({ application: await findMyApplication(c.var.db, c.var.user.id) });
    },
  )
  .get('/headshots/:file', validate('param', fileParam), async (c) => {
    const { file } = c.req.valid('param');
    const image = (await mayViewHeadshot(c.var.db, file, c.var.user)) ? await readHeadshot(c.var.env.dataDir, file) : null;
    if (!image) throw notFound('photo');
    c.header('Content-Type', 'image/webp');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', 'inline');
    c.header('Cache-Control', 'private, max-age=3600');
    return c.body(new Uint8Array(image));
  })
  // --- browsing (open to everyone) ---
  .get('/', validate('query', professionalQuerySchema), async (c) =>
    c.json(await listApproved(c.var.db, c.req.valid('query'), requestLanguage(c))),
  )
  .get('/:id', validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await approvedProfile(c.var.db, c.req.valid('param').id, Date.now(), (id) => takenStarts(c.var.db, id)));
  });
