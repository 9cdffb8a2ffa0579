import { Hono } from 'hono';
import { findScholarship, SCHOLARSHIPS } from '@data/scholarships';
import { scholarshipIdParamSchema, scholarshipQuerySchema } from '@domain/scholarships/schemas';
import { searchScholarships } from '@domain/scholarships/search';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { listSavedScholarships, saveScholarship, toScholarshipDto, unsaveScholarship } from './scholarships.service';

// A person clicks save and unsave by hand; this only stops a script or a runaway loop.
const savedWrites = rateLimit({ name: 'scholarship-save', limit: 60, windowMs: 60_000, by: 'user' });

export const scholarshipRoutes = new Hono<AppEnv>()
  // Public and the same for everyone (the directory is static data), so shared caches may keep it briefly.
  .get('/', validate('query', scholarshipQuerySchema), (c) => {
    const result = searchScholarships(SCHOLARSHIPS, c.req.valid('query'));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ items: result.items.map(toScholarshipDto), total: result.total, page: result.page, pageSize: result.pageSize });
  })
  .get('/saved', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listSavedScholarships(c.var.db, c.var.user.id));
  })
  .put('/saved/:id', requireCompleteProfile, savedWrites, validate('param', scholarshipIdParamSchema), async (c) => {
    const scholarship = findScholarship(c.req.valid('param').id);
    if (!scholarship) throw notFound('scholarship with that id');
    c.header('Cache-Control', 'no-store');
    return c.json({ saved: await saveScholarship(c.var.db, c.var.user.id, scholarship) });
  })
  // No existence check: an entry that has left the directory must still be removable.
  .delete('/saved/:id', requireSession, savedWrites, validate('param', scholarshipIdParamSchema), async (c) => {
    await unsaveScholarship(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
