import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { completeProfileSchema, updateProfileSchema } from '@domain/profile/schemas';
import { familyIncomeSettingSchema } from '@domain/prices/schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import { familyIncomeForPrices, setProfileFamilyIncome } from '@server/shared/prices';
import type { AppEnv } from '@server/http/context';
import { appError } from '@server/http/errors';
import { serializeError } from '@server/logger';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import {
  completeProfile,
  deleteAccount,
  exportAccount,
  toProfileDto,
  updateProfile,
  type AccountData,
  type AccountEvents,
} from './profile.service';

function clearSessionCookies(c: Parameters<typeof deleteCookie>[0]) {
  for (const name of [
    'waypoint.session_token',
    '__Secure-waypoint.session_token',
    'waypoint.session_data',
    '__Secure-waypoint.session_data',
  ]) {
    deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
  }
}

const profileWrites = rateLimit({ name: 'profile-write', limit: 20, windowMs: 60_000, by: 'user' });

// The client asks this on every load; signed out is an answer (user: null), not an error.
export const meRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { user, profile } = c.var;
  if (!user) return c.json({ user: null, profile: null });
  // The profile came with the session, in its one statement (session.ts).
  return c.json({ user, profile: profile ? toProfileDto(profile) : null });
});

/** Another feature's step after a profile is saved; its failure is logged, since the profile is saved either way. */
async function afterSave(vars: Pick<AppEnv['Variables'], 'db' | 'clock' | 'logger'>, events: AccountEvents, userId: string) {
  try {
    await events.accountReady(vars.db, userId, new Date(vars.clock.now()));
  } catch (error) {
    vars.logger.error({ err: serializeError(error), source: 'profile' }, 'the after-profile step failed');
  }
}

/**
 * The under-13 rule deletes the account it was about to complete, so this needs the account's data too; a saved
 * profile tells the other features (a Student account may now hear of the classes its school put it in).
 */
export const profileRoutes = (accountData: AccountData<unknown>, events: AccountEvents) =>
  new Hono<AppEnv>()
    .get('/', requireSession, (c) => c.json({ profile: c.var.profile ? toProfileDto(c.var.profile) : null }))
    .post('/', requireSession, profileWrites, validate('json', completeProfileSchema), async (c) => {
      const user = c.var.user;
      const result = await completeProfile(c.var.db, user, c.req.valid('json'), c.var.env.dataDir, accountData);
      if (result.outcome === 'under_13') {
        clearSessionCookies(c);
        throw appError(403, 'under_13');
      }
      await afterSave(c.var, events, user.id);
      return c.json({ profile: toProfileDto(result.profile) }, 201);
    })
    .patch('/', requireSession, profileWrites, validate('json', updateProfileSchema), async (c) => {
      const profile = await updateProfile(c.var.db, c.var.user.id, c.req.valid('json'));
      await afterSave(c.var, events, c.var.user.id);
      return c.json({ profile: toProfileDto(profile) });
    })
    // The family income that picks the price bracket: the money plan's when set, else the account's own.
    .get('/family-income', requireSession, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await familyIncomeForPrices(c.var.db, c.var.user.id));
    })
    // Keeps (or, with null, forgets) the account's family income; the answer is what the prices then use.
    .put('/family-income', requireCompleteProfile, profileWrites, validate('json', familyIncomeSettingSchema), async (c) => {
      const userId = c.var.user.id;
      await setProfileFamilyIncome(c.var.db, userId, c.req.valid('json').familyIncome);
      c.header('Cache-Control', 'no-store');
      return c.json(await familyIncomeForPrices(c.var.db, userId));
    });

/** "Export my data" and "Delete my account", over every feature's data (accountData). */
export const accountRoutes = <Sections extends object>(accountData: AccountData<Sections>) =>
  new Hono<AppEnv>()
    .get('/export', requireSession, rateLimit({ name: 'export', limit: 5, windowMs: 60_000, by: 'user' }), async (c) => {
      const data = await exportAccount(c.var.db, c.var.user.id, accountData);
      c.header('Content-Disposition', 'attachment; filename="waypoint-my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .delete('/', requireSession, async (c) => {
      await deleteAccount(c.var.db, c.var.user.id, c.var.env.dataDir, accountData);
      clearSessionCookies(c);
      return c.body(null, 204);
    });
