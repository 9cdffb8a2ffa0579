import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { detectCrisis } from '@domain/counselor/crisis';
import { questionLanguage } from '@domain/counselor/question-language';
import { chatRequestSchema, type CounselorStatus } from '@domain/counselor/schemas';
import { profileIncomplete, requireSession } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { appError, unauthorized } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { requestLanguage } from '@server/shared/language';
import { sharedDatabaseCatalog } from './counselor.catalog';
import { counselorReply, type ReplyPlan } from './counselor.chat';
import { savedListsOf } from './counselor.saved';
import { translate } from '@server/shared/messages';
import {
  addTokens,
  deleteConversation,
  getConversation,
  listConversations,
  saveReply,
  startTurn,
  tokensUsedToday,
  usageSubject,
} from './counselor.service';

// A student asks a question every minute or so; a class on one school network shares an address.
const perUserLimit = rateLimit({ name: 'counselor', limit: 20, windowMs: 5 * 60_000, by: 'user', code: 'counselor.busy' });
// Visitors are counted by address only, so a class of visitors on one network is not held to one student's allowance.
const perUser = createMiddleware<AppEnv>((c, next) => (c.var.user ? perUserLimit(c, next) : next()));
const perAddress = rateLimit({ name: 'counselor-ip', limit: 120, windowMs: 5 * 60_000, by: 'ip', code: 'counselor.busy' });

const idParam = z.object({ id: z.uuid('That conversation id is not valid.') });
const pageQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1, 'Page size is at least 1').max(50, 'Page size is at most 50').default(20),
});

export const counselorRoutes = new Hono<AppEnv>()
  .get('/status', async (c) => {
    const history = c.var.profile !== null;
    const status: CounselorStatus = { mode: c.var.env.ai ? 'ai' : 'offline', history };
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  })
  .post('/chat', perUser, perAddress, validate('json', chatRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const { db, env, user, logger } = c.var;
    if (request.conversationId && !user) throw unauthorized('Sign in to continue a saved conversation.');
    // Conversations are saved only once the profile (and its age question) is complete; until then it answers as for a visitor.
    const savesHistory = c.var.profile !== null;
    if (request.conversationId && !savesHistory) throw profileIncomplete();
    // The page's language words errors and limits; the answer follows the question's own language when it is clear.
    const t = translate(requestLanguage(c));
    const language = questionLanguage(request.message) ?? requestLanguage(c);
    const crisis = detectCrisis(request.message);
    const catalog = await sharedDatabaseCatalog(db);
    const subject = usageSubject(user, c.var.clientKey);
    // The cap is checked before anything is stored, so a refused question is not half-saved.
    if (!crisis && env.ai && (await tokensUsedToday(db, subject)) >= env.ai.dailyTokens) {
      throw appError(429, 'daily_limit', { who: user ? 'user' : 'visitor' });
    }
    let conversationId: string | undefined;
    let history = request.history;
    if (user && savesHistory) {
      const title = crisis ? t('counselor-replies.crisisTitle') : undefined;
      ({ conversationId, history } = await startTurn(db, user.id, request.conversationId, request.message, title));
    }
    // A signed-in student's saved careers and colleges are part of their context.
    const saved = user && !crisis ? await savedListsOf(db, user.id) : undefined;
    const plan: ReplyPlan = crisis
      ? { kind: 'safety', crisis }
      : env.ai
        ? { kind: 'ai', question: request.message, context: request.context, catalog, saved, history, ai: env.ai }
        : { kind: 'offline', question: request.message, context: request.context, catalog, saved };
    return counselorReply({
      plan,
      language,
      conversationId,
      stopSignal: c.req.raw.signal,
      logger,
      now: new Date(),
      timeout: (ms) => c.var.clock.timeout(ms),
      onDone: async (outcome) => {
        if (outcome.tokens) await addTokens(db, subject, outcome.tokens);
        if (conversationId) await saveReply(db, conversationId, outcome);
      },
    });
  })
  .get('/conversations', requireSession, validate('query', pageQuery), async (c) => {
    const { page, pageSize } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await listConversations(c.var.db, c.var.user.id, page, pageSize));
  })
  .get('/conversations/:id', requireSession, validate('param', idParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getConversation(c.var.db, c.var.user.id, c.req.valid('param').id));
  })
  .delete('/conversations/:id', requireSession, validate('param', idParam), async (c) => {
    await deleteConversation(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
