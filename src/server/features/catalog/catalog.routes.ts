import { type Context, Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { collegeDetailQuerySchema, majorDetailQuerySchema, majorParamSchema } from '@domain/catalog/program-queries';
import { careerQuerySchema, collegeQuerySchema, socCodeSchema } from '@domain/catalog/schemas';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { pickEncoding } from '@server/http/static-files';
import { validate } from '@server/http/validate';
import { allMajors } from '@server/shared/catalog';
import { requestLanguage } from '@server/shared/language';
import type { Database } from '@server/db/client';
import { AnswerCache } from './answer-cache';
import { findCareer, listCareers, listColleges, majorsForCareer } from './catalog.service';
import { collegeDetail, collegeNotFound, majorDetail, majorNotFound } from './programs.service';

const careerParamSchema = z.object({ socCode: socCodeSchema });
const collegeParamSchema = z.object({
  unitId: z.coerce
    .number('Use a numeric college id (IPEDS UNITID)')
    .int('Use a numeric college id (IPEDS UNITID)')
    .positive('Use a numeric college id (IPEDS UNITID)')
    .max(2_147_483_647, 'Use a numeric college id (IPEDS UNITID)'),
});

// The catalog is public and changes only on an import or a deploy, so shared caches may keep it briefly.
const PUBLIC_CACHE_SECONDS = 300;
const PUBLIC_CACHE = `public, max-age=${PUBLIC_CACHE_SECONDS}`;

// The searches' answers, kept here no longer than shared caches may keep them; one cache per database (tests run several).
const ANSWER_CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024, ttlMs: PUBLIC_CACHE_SECONDS * 1000 };
const answerCaches = new WeakMap<Database, AnswerCache>();

/**
 * A search's answer from the cache, or made by `produce` and kept; `key` names everything the answer depends on. Sent
 * compressed as stored when the request accepts it (the API's compress middleware leaves an encoded answer alone).
 */
async function cachedJson<T>(
  c: Context<AppEnv>,
  key: string,
  produce: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  let cache = answerCaches.get(c.var.db);
  if (!cache) answerCaches.set(c.var.db, (cache = new AnswerCache(ANSWER_CACHE_LIMITS)));
  const answer = await cache.get(key, produce);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  let body: string | Uint8Array<ArrayBuffer> = answer.json;
  if (answer.br && answer.gzip) {
    const encoding = pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    const encoded = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
    if (encoded) {
      headers['Content-Encoding'] = encoding;
      body = encoded;
    }
  }
  // The bytes are JSON.stringify of a T (compressed or not), what c.json would send; the API client reads its type here.
  return c.body(body, 200, headers) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/** Career and major texts follow the request's language: a shared cache keeps one copy per language. */
function cacheByLanguage(c: { header: (name: string, value: string) => void }): void {
  c.header('Cache-Control', PUBLIC_CACHE);
  // Every API answer already names Accept-Encoding (app.ts); setting Vary here replaces that, so it is named again.
  c.header('Vary', 'Accept-Language, Accept-Encoding');
}

/** The catalog's three lists: careers, majors and colleges, each mounted at its own prefix. */
export const careerRoutes = new Hono<AppEnv>()
  .get('/', validate('query', careerQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const language = requestLanguage(c);
    cacheByLanguage(c);
    return cachedJson(c, `careers:${language}:${JSON.stringify(query)}`, () => listCareers(c.var.db, query, language));
  })
  .get('/:socCode', validate('param', careerParamSchema), async (c) => {
    const career = await findCareer(c.var.db, c.req.valid('param').socCode, requestLanguage(c));
    if (!career) throw notFound('career with that code');
    cacheByLanguage(c);
    return c.json(career);
  })
  .get('/:socCode/majors', validate('param', careerParamSchema), async (c) => {
    const { socCode } = c.req.valid('param');
    // Reading the majors first would answer an unknown code with an empty list instead of a 404.
    if (!(await findCareer(c.var.db, socCode))) throw notFound('career with that code');
    const items = await majorsForCareer(c.var.db, socCode, requestLanguage(c));
    cacheByLanguage(c);
    return c.json({ items });
  });

export const majorRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const items = await allMajors(c.var.db, requestLanguage(c));
    cacheByLanguage(c);
    return c.json({ items });
  })
  // A field of study (4-digit CIP series): what it is, the careers it leads to, the colleges offering it.
  .get('/:cip', validate('param', majorParamSchema), validate('query', majorDetailQuerySchema), async (c) => {
    const { cip } = c.req.valid('param');
    const query = c.req.valid('query');
    const language = requestLanguage(c);
    cacheByLanguage(c);
    return cachedJson(c, `major:${language}:${cip}:${JSON.stringify(query)}`, async () => {
      const detail = await majorDetail(c.var.db, cip, query, language);
      if (!detail) throw majorNotFound();
      return detail;
    });
  });

export const collegeRoutes = new Hono<AppEnv>()
  .get('/', validate('query', collegeQuerySchema), async (c) => {
    const query = c.req.valid('query');
    c.header('Cache-Control', PUBLIC_CACHE);
    return cachedJson(c, `colleges:${JSON.stringify(query)}`, () => listColleges(c.var.db, query));
  })
  // A college with its programs (closed ones too, flagged currentlyOperating: false), the family's price with ?income=.
  .get('/:unitId', validate('param', collegeParamSchema), validate('query', collegeDetailQuerySchema), async (c) => {
    const { unitId } = c.req.valid('param');
    const query = c.req.valid('query');
    const language = requestLanguage(c);
    cacheByLanguage(c);
    return cachedJson(c, `college:${language}:${unitId}:${JSON.stringify(query)}`, async () => {
      const detail = await collegeDetail(c.var.db, unitId, query, language);
      if (!detail) throw collegeNotFound();
      return detail;
    });
  });
