import { Hono } from 'hono';
import { z } from 'zod';
import { safetyContactSchema } from '@domain/mentorship/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { addSafetyContact, listSafetyContacts, removeSafetyContact } from './safety-contacts.service';
import { mailDeps, messageLimit } from './mentorship.http';

/** The parents or educators a student lets see their meetings. */
export const safetyContactRoutes = new Hono<AppEnv>()
  .get('/', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listSafetyContacts(c.var.db, c.var.user.id) });
  })
  .post('/', requireCompleteProfile, messageLimit, validate('json', safetyContactSchema), async (c) => {
    await addSafetyContact(mailDeps(c), c.var.user, c.req.valid('json').email);
    return c.json({ items: await listSafetyContacts(c.var.db, c.var.user.id) }, 201);
  })
  .delete('/:id', requireSession, validate('param', z.object({ id: z.string().min(1).max(100) })), async (c) => {
    await removeSafetyContact(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
