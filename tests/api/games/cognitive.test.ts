import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CATEGORY_CAREER_CODES } from '@domain/cognitive/recommendations';
import { usesLetters, WORD_WEAVER_MESSAGES } from '@domain/cognitive/word-weaver';
import { CookieClient, signIn, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;
let player: CookieClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: player } = await signIn(server, { name: 'Game Player', email: `games.${Date.now()}@example.org` }));
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type LetterSet = { letters: string; possibleWords: number };

const check = (client: CookieClient, body: unknown) => client.json('/api/cognitive/word-check', 'POST', body);

describe('signed out', () => {
  it('every cognitive endpoint answers 401', async () => {
    const visitor = new CookieClient(server.baseUrl);
    for (const response of [
      await visitor.fetch('/api/cognitive/letter-set?mode=scored'),
      await check(visitor, { letters: 'ehcetar', word: 'teach' }),
      await visitor.fetch('/api/cognitive/careers'),
    ]) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
    }
  });
});

describe('GET /api/cognitive/letter-set', () => {
  it('practice is the same set for everyone', async () => {
    const response = await player.fetch('/api/cognitive/letter-set?mode=practice');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ letters: 'ehcetar', possibleWords: expect.any(Number) });
  });

  it('a scored set has seven letters and 60-250 words in the list', async () => {
    const body = (await (await player.fetch('/api/cognitive/letter-set?mode=scored')).json()) as LetterSet;
    expect(body.letters).toMatch(/^[a-z]{7}$/);
    expect(body.possibleWords).toBeGreaterThanOrEqual(60);
    expect(body.possibleWords).toBeLessThanOrEqual(250);
  });

  it('400 without a valid mode', async () => {
    const response = await player.fetch('/api/cognitive/letter-set?mode=cheat');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ mode: 'Choose practice or scored' });
  });
});

describe('POST /api/cognitive/word-check', () => {
  it('accepts a list word made of the letters, whatever its case and spaces', async () => {
    const response = await check(player, { letters: 'ehcetar', word: ' Teacher ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ word: 'teacher', verdict: 'accepted' });
  });

  it('says why a word is refused', async () => {
    const verdict = async (word: string) =>
      ((await (await check(player, { letters: 'ehcetar', word })).json()) as { verdict: string }).verdict;
    expect(await verdict('at')).toBe('too-short');
    expect(await verdict('teachers')).toBe('wrong-letters');
    expect(usesLetters('tchae', 'ehcetar')).toBe(true);
    expect(await verdict('tchae')).toBe('not-a-word');
  });

  it('400 with field messages for bad letters or a bad word', async () => {
    const response = await check(player, { letters: 'abc', word: 'no way!' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ letters: WORD_WEAVER_MESSAGES.letters, word: WORD_WEAVER_MESSAGES.word });
    expect((await check(player, {})).status).toBe(400);
  });
});

describe('GET /api/cognitive/careers', () => {
  it('returns the recommended careers from the catalog with pay, outlook and source', async () => {
    const response = await player.fetch('/api/cognitive/careers');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: { socCode: string; medianPay: number | null; source: { name: string; year: string } }[];
    };
    expect(items.map((career) => career.socCode).sort()).toEqual([...ALL_CATEGORY_CAREER_CODES].sort());
    expect(items.every((career) => career.source.year.length >= 4)).toBe(true);
  });
});
