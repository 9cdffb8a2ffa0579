import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache } from './answer-cache';

const LIMITS = { maxEntries: 3, maxBytes: 1_000, ttlMs: 300_000 };

function counting(value: unknown) {
  const calls = { count: 0 };
  return { calls, produce: async () => ((calls.count += 1), value) };
}

describe('AnswerCache', () => {
  it('answers a key once from its query, then from memory, as the JSON text', async () => {
    const cache = new AnswerCache(LIMITS);
    const { calls, produce } = counting({ items: [1, 2], total: 2 });
    expect((await cache.get('a', produce)).json).toBe('{"items":[1,2],"total":2}');
    expect((await cache.get('a', produce)).json).toBe('{"items":[1,2],"total":2}');
    expect(calls.count).toBe(1);
  });

  it('shares one query between requests made at the same moment', async () => {
    const cache = new AnswerCache(LIMITS);
    const { calls, produce } = counting({ ok: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', produce)));
    expect(new Set(answers.map((answer) => answer.json))).toEqual(new Set(['{"ok":true}']));
    expect(new Set(answers).size).toBe(1);
    expect(calls.count).toBe(1);
  });

  it('asks again once the answer is as old as shared caches may keep it', async () => {
    let now = 1_000;
    const cache = new AnswerCache(LIMITS, () => now);
    const { calls, produce } = counting({ ok: true });
    await cache.get('a', produce);
    now += LIMITS.ttlMs - 1;
    await cache.get('a', produce);
    expect(calls.count).toBe(1);
    now += 1;
    await cache.get('a', produce);
    expect(calls.count).toBe(2);
  });

  it('never keeps a failed query', async () => {
    const cache = new AnswerCache(LIMITS);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const { calls, produce } = counting({ ok: true });
    expect((await cache.get('a', produce)).json).toBe('{"ok":true}');
    expect(calls.count).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('evicts the least recently used entry past its entry limit', async () => {
    const cache = new AnswerCache(LIMITS);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'a again'); // "a" is now the most recently used
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    const { calls, produce } = counting('b again');
    expect((await cache.get('b', produce)).json).toBe('"b again"');
    expect(calls.count).toBe(1);
    expect((await cache.get('a', async () => 'not asked')).json).toBe('"a"');
  });

  it('stores a large answer compressed once, br and gzip, and a small one as it is', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 300_000 });
    const items = Array.from({ length: 100 }, (_, index) => ({ title: `Career ${index}`, description: 'Plans, builds and tests things.' }));
    const large = await cache.get('large', async () => ({ items }));
    expect(brotliDecompressSync(large.br!).toString()).toBe(large.json);
    expect(gunzipSync(large.gzip!).toString()).toBe(large.json);
    expect(large.br!.length).toBeLessThan(large.json.length / 5);
    const small = await cache.get('small', async () => ({ items: [] }));
    expect(small).toEqual({ json: '{"items":[]}', br: undefined, gzip: undefined });
  });

  it('stays within its byte limit, and never stores an answer larger than the limit', async () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 100, ttlMs: 300_000 });
    await cache.get('big', async () => 'x'.repeat(200));
    expect(cache.size).toBe(0);
    for (let i = 0; i < 10; i += 1) await cache.get(`k${i}`, async () => 'y'.repeat(38)); // 40 characters of JSON each
    expect(cache.size).toBe(2);
  });
});
