import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaCareersQuery } from './career-queries';

afterEach(() => vi.unstubAllGlobals());

const career = (n: number) => ({ socCode: `47-${String(1000 + n).padStart(4, '0')}.00`, title: `Career ${n}` });

describe('areaCareersQuery', () => {
  it('reads every page of an interest area (the full dataset has hundreds of careers per area)', async () => {
    const all = Array.from({ length: 230 }, (_, n) => career(n));
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('pageSize'));
      const items = all.slice((page - 1) * size, page * size);
      return new Response(JSON.stringify({ items, total: all.length, page, pageSize: size }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const data = await new QueryClient().fetchQuery(areaCareersQuery('R'));
    expect(data.total).toBe(230);
    expect(data.items.map((item) => item.socCode)).toEqual(all.map((item) => item.socCode));
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toMatch(/area=R/);
  });

  it('asks once when one page holds the area', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [career(1)], total: 1, page: 1, pageSize: 100 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect((await new QueryClient().fetchQuery(areaCareersQuery('A'))).items).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
