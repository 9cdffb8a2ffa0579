import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { ALL_CATEGORY_CAREER_CODES } from '@domain/cognitive/recommendations';
import { precheckWord, type WordCheckResult } from '@domain/cognitive/word-weaver';
import { letterSetQuerySchema, wordCheckSchema } from '@domain/cognitive/word-weaver-schemas';
import { requireCompleteProfile, requireSession } from '@server/auth/guards';
import { careers } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { rateLimit } from '@server/http/rate-limit';
import { validate } from '@server/http/validate';
import { CAREER_COLUMNS, toCareerDto } from '@server/shared/catalog';
import { requestLanguage } from '@server/shared/language';
import { issueMemoryRace } from '@server/shared/games/memory-race';
import { isWord, letterSet } from '@server/shared/games/word-list';

// A fast player submits about one word a second in a two-minute round; this only stops scripts.
const wordChecks = rateLimit({
  name: 'word-check',
  limit: 300,
  windowMs: 5 * 60_000,
  by: 'user',
  message: 'That is a lot of words in a short time. Please wait a moment and try again.',
});
const letterSets = rateLimit({ name: 'letter-set', limit: 60, windowMs: 10 * 60_000, by: 'user' });
// A scored Memory Race game takes minutes; this only stops scripts.
const memoryRaces = rateLimit({
  name: 'memory-race',
  limit: 30,
  windowMs: 10 * 60_000,
  by: 'user',
  message: 'You have started a lot of Memory Race games in a short time. Please wait a few minutes.',
});

/** The premium games' server side (signed in only, like the premium pages): Word Weaver's dictionary, Memory Race's issued seeds and the recommended careers. */
export const cognitiveRoutes = new Hono<AppEnv>()
  .get('/letter-set', requireSession, letterSets, validate('query', letterSetQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await letterSet(c.req.valid('query').mode));
  })
  // A scored Memory Race game's seed, issued and remembered, so a leaderboard result can be checked against its digits.
  .post('/memory-race', requireCompleteProfile, memoryRaces, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await issueMemoryRace(c.var.db, c.var.user.id), 201);
  })
  .post('/word-check', requireSession, wordChecks, validate('json', wordCheckSchema), async (c) => {
    const { letters, word } = c.req.valid('json');
    const verdict = precheckWord(word, letters) ?? ((await isWord(word)) ? 'accepted' : 'not-a-word');
    c.header('Cache-Control', 'no-store');
    return c.json({ word, verdict } satisfies WordCheckResult);
  })
  .get('/careers', requireSession, async (c) => {
    const rows = await c.var.db
      .select(CAREER_COLUMNS)
      .from(careers)
      .where(inArray(careers.socCode, [...ALL_CATEGORY_CAREER_CODES]));
    c.header('Cache-Control', 'private, max-age=300');
    const language = requestLanguage(c);
    return c.json({ items: rows.map((row) => toCareerDto(row, language)) });
  });
