import { Hono } from 'hono';
import { feedbackInputSchema } from '@domain/feedback/schemas';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { createFeedback, toFeedbackReceipt } from './feedback.service';

// Public and unauthenticated, so per address: plenty for a class sharing one school network, too few for a flood.
const feedbackWrites = rateLimit({
  name: 'feedback',
  limit: 10,
  windowMs: 10 * 60_000,
  by: 'ip',
  message: 'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
});

export const feedbackRoutes = new Hono<AppEnv>()
  // Open to everyone; a signed-in sender is recorded, anyone else is anonymous.
  .post('/', feedbackWrites, validate('json', feedbackInputSchema), async (c) => {
    const user = c.var.user;
    const row = await createFeedback(c.var.db, user ? { id: user.id, email: user.email } : null, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json(toFeedbackReceipt(row), 201);
  });
