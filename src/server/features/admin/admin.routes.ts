import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '@server/auth/guards';
import { profiles, users } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { validate } from '@server/http/validate';

const listUsersQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(25),
});

export const adminRoutes = new Hono<AppEnv>().get('/', requireAdmin, validate('query', listUsersQuery), async (c) => {
  const { page, pageSize } = c.req.valid('query');
  const db = c.var.db;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      userType: profiles.userType,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(users);
  return c.json({
    users: rows.map((row) => ({ ...row, role: row.role === 'admin' ? 'admin' : 'user', createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
    total: total?.value ?? 0,
  });
});
