import { Hono, type Context } from 'hono';
import {
  createPostSchema,
  helpfulSchema,
  idParamSchema,
  listPostsQuerySchema,
  pageQuerySchema,
  replySchema,
  reportSchema,
  updatePostSchema,
  userIdParamSchema,
  voteSchema,
} from '@domain/forum/schemas';
import type { Actor } from '@domain/forum/policy';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import type { AppEnv, SessionUser } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { requestLanguage } from '@server/shared/language';
import { getPost, listPosts, listReplies } from './forum-read.service';
import { createPost, createReply, deletePost, deleteReply, RateLimitedError, updatePost, updateReply } from './forum-write.service';
import { blockUser, forumMe, reportContent, setHelpful, unblockUser, votePost, voteReply } from './reactions.service';

// The posting limits (one post per 2 minutes, one reply per 30 seconds, daily caps for new accounts) are checked
// against the stored posts in forum-write.service; these only stop scripts.
const clicks = rateLimit({
  name: 'forum-clicks',
  limit: 120,
  windowMs: 60_000,
  by: 'user',
  message: 'That is a lot of clicks in a minute. Please slow down.',
});
const reports = rateLimit({
  name: 'forum-report',
  limit: 20,
  windowMs: 60 * 60_000,
  by: 'user',
  message: 'You have sent many reports this hour. Thank you — moderators will look at them; please try again later.',
});

const actor = (c: { var: { user: SessionUser | null } }): Actor | null =>
  c.var.user ? { id: c.var.user.id, role: c.var.user.role } : null;
/** Only behind a guard that types the user as signed in (requireSession, requireCompleteProfile, requireAdmin). */
export const signedIn = (c: { var: { user: SessionUser } }): Actor => ({ id: c.var.user.id, role: c.var.user.role });

/** Sets Retry-After on the posting-limit 429s; the body comes from the shared error handler. */
async function withRetryAfter<T>(c: Pick<Context, 'header'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

const postParam = validate('param', idParamSchema);

export const forumRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', listPostsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listPosts(c.var.db, c.var.user?.id, c.req.valid('query')));
  })
  .post('/posts', requireCompleteProfile, validate('json', createPostSchema), async (c) => {
    const created = await withRetryAfter(c, () => createPost(c.var.db, signedIn(c), c.req.valid('json'), requestLanguage(c)));
    return c.json(created, 201);
  })
  .get('/posts/:id', postParam, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getPost(c.var.db, actor(c), c.req.valid('param').id));
  })
  .patch('/posts/:id', requireCompleteProfile, clicks, postParam, validate('json', updatePostSchema), async (c) =>
    c.json(await updatePost(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/posts/:id', requireSession, clicks, postParam, async (c) => {
    await deletePost(c.var.db, signedIn(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .put('/posts/:id/vote', requireCompleteProfile, clicks, postParam, validate('json', voteSchema), async (c) =>
    c.json(await votePost(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json').voted)),
  )
  .get('/posts/:id/replies', postParam, validate('query', pageQuerySchema), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await listReplies(c.var.db, actor(c), c.req.valid('param').id, cursor, limit));
  })
  .post('/posts/:id/replies', requireCompleteProfile, postParam, validate('json', replySchema), async (c) => {
    const created = await withRetryAfter(c, () =>
      createReply(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json'), requestLanguage(c)),
    );
    return c.json(created, 201);
  })
  .patch('/replies/:id', requireCompleteProfile, clicks, postParam, validate('json', replySchema), async (c) =>
    c.json(await updateReply(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/replies/:id', requireSession, clicks, postParam, async (c) => {
    await deleteReply(c.var.db, signedIn(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .put('/replies/:id/vote', requireCompleteProfile, clicks, postParam, validate('json', voteSchema), async (c) =>
    c.json(await voteReply(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json').voted)),
  )
  .put('/replies/:id/helpful', requireCompleteProfile, clicks, postParam, validate('json', helpfulSchema), async (c) =>
    c.json(await setHelpful(c.var.db, signedIn(c), c.req.valid('param').id, c.req.valid('json').helpful)),
  )
  .post('/reports', requireCompleteProfile, reports, validate('json', reportSchema), async (c) =>
    c.json(await reportContent(c.var.db, signedIn(c), c.req.valid('json')), 201),
  )
  .get('/me', requireSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await forumMe(c.var.db, signedIn(c)));
  })
  .put('/blocks/:userId', requireCompleteProfile, clicks, validate('param', userIdParamSchema), async (c) => {
    await blockUser(c.var.db, signedIn(c), c.req.valid('param').userId);
    return c.json({ blocked: true });
  })
  .delete('/blocks/:userId', requireSession, clicks, validate('param', userIdParamSchema), async (c) => {
    await unblockUser(c.var.db, signedIn(c), c.req.valid('param').userId);
    return c.json({ blocked: false });
  });
