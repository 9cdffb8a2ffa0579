import { Hono } from 'hono';
import { feedbackFilterSchema, resolvePeriod, usageQuerySchema, utcDay } from '@domain/analytics/insights';
import { requireAdmin } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';
import { feedbackCsv, feedbackInsights, usageInsights } from './insights.service';

export const insightsRoutes = new Hono<AppEnv>()
  .get('/usage', requireAdmin, validate('query', usageQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await usageInsights(c.var.db, resolvePeriod(c.req.valid('query'))));
  })
  .get('/feedback', requireAdmin, validate('query', feedbackFilterSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await feedbackInsights(c.var.db, c.req.valid('query')));
  })
  .get('/feedback.csv', requireAdmin, validate('query', feedbackFilterSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="waypoint-feedback-${utcDay(new Date())}.csv"`);
    // A byte-order mark so spreadsheet programs read the text as UTF-8.
    return c.body(`\uFEFF${await feedbackCsv(c.var.db, c.req.valid('query'))}`);
  });
