import { Hono } from 'hono';
import { savedCareerParamSchema, savedCollegeParamSchema } from '@domain/saved-lists/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { requestLanguage } from '@server/shared/language';
import { listSavedCareers, listSavedColleges, saveCareer, saveCollege, unsaveCareer, unsaveCollege } from './saved-lists.service';

// A person clicks save and unsave by hand; this only stops a script or a runaway loop.
const savedWrites = rateLimit({ name: 'saved-lists', limit: 60, windowMs: 60_000, by: 'user' });

/**
 * The signed-in user's saved careers and colleges, mounted at /api/saved. Saving needs a
 * complete profile, as saving a scholarship does; reading and removing need only a session.
 * No existence check on remove: a row must stay removable whatever the catalog says.
 */
export const savedListRoutes = new Hono<AppEnv>()
  .get('/careers', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listSavedCareers(c.var.db, c.var.user.id, requestLanguage(c)));
  })
  .put('/careers/:socCode', requireCompleteProfile, savedWrites, validate('param', savedCareerParamSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ saved: await saveCareer(c.var.db, c.var.user.id, c.req.valid('param').socCode, requestLanguage(c)) });
  })
  .delete('/careers/:socCode', requireSession, savedWrites, validate('param', savedCareerParamSchema), async (c) => {
    await unsaveCareer(c.var.db, c.var.user.id, c.req.valid('param').socCode);
    return c.body(null, 204);
  })
  .get('/colleges', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listSavedColleges(c.var.db, c.var.user.id));
  })
  .put('/colleges/:unitId', requireCompleteProfile, savedWrites, validate('param', savedCollegeParamSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ saved: await saveCollege(c.var.db, c.var.user.id, c.req.valid('param').unitId) });
  })
  .delete('/colleges/:unitId', requireSession, savedWrites, validate('param', savedCollegeParamSchema), async (c) => {
    await unsaveCollege(c.var.db, c.var.user.id, c.req.valid('param').unitId);
    return c.body(null, 204);
  });
