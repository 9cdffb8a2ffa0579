import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJORS } from '@data/majors';
import { careerMatches, compareCareers, type CareerFilters } from '@domain/catalog/career-explore';
import { careerQuerySchema, type Career, type CareerSort, type Major, type Paged } from '@domain/catalog/schemas';
import { DEFAULT_CAREERS, defaultAlternateTitles } from '@tests/support/default-catalog';
import { startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * Career exploration's filters on GET /api/careers (part 2c). The
 * SQL is checked against the domain's statement of the same rules
 * (careerMatches, compareCareers) over the curated catalog.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, `${path}: ${response.status}`).toBe(status);
  return (await response.json()) as T;
}

async function fields(path: string): Promise<Record<string, string>> {
  const body = await get<ErrorBody>(path, 400);
  expect(body.error.code).toBe('validation_failed');
  return body.error.fields ?? {};
}

/** Every page of a query, in the server's order. */
async function allOf(params: Record<string, string>): Promise<{ codes: string[]; total: number }> {
  const codes: string[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams({ ...params, page: String(page), pageSize: '100' });
    const body = await get<Paged<Career>>(`/api/careers?${search.toString()}`);
    codes.push(...body.items.map((career) => career.socCode));
    if (codes.length >= body.total || body.items.length === 0) return { codes, total: body.total };
  }
}

/** What the domain rules say the query returns. */
function expected(params: Record<string, string>): string[] {
  const query = careerQuerySchema.parse(params);
  const filters: CareerFilters = query;
  const alternateTitlesOf = defaultAlternateTitles;
  return DEFAULT_CAREERS.filter((career) => careerMatches(career, filters, alternateTitlesOf(career.socCode)))
    .sort(compareCareers(query.sort as CareerSort, query.q, alternateTitlesOf))
    .map((career) => career.socCode);
}

async function expectSameAsDomain(params: Record<string, string>, atLeast = 1) {
  const { codes, total } = await allOf(params);
  const want = expected(params);
  expect(want.length, JSON.stringify(params)).toBeGreaterThanOrEqual(atLeast);
  expect(codes, JSON.stringify(params)).toEqual(want);
  expect(total).toBe(want.length);
}

describe('GET /api/careers: exploration filters', () => {
  it.each([
    [{ category: 'technology' }],
    [{ category: 'healthcare' }],
    [{ area: 'S' }],
    [{ minPay: '100000' }],
    [{ maxPay: '40000' }],
    [{ minPay: '50000', maxPay: '70000' }],
    [{ outlook: 'reported' }],
    [{ outlook: 'growing' }],
    [{ outlook: 'declining' }],
    [{ education: 'bachelor' }],
    [{ education: 'associate' }],
    [{ jobZone: '2' }],
    [{ jobZone: '5' }],
  ])('filters %o exactly as the domain rules say', async (params) => {
    await expectSameAsDomain(params);
  });

  it('keeps or drops careers with no reported outlook, as the option says', async () => {
    const reported = await allOf({ outlook: 'reported' });
    const notReported = await allOf({ outlook: 'not-reported' });
    expect(reported.total + notReported.total).toBe(DEFAULT_CAREERS.length);
    expect(notReported.total).toBe(DEFAULT_CAREERS.filter((career) => career.outlookPercent === null).length);
    // EP 2024-34 projects every curated career, so none is left without an outlook.
    await expectSameAsDomain({ outlook: 'not-reported' }, 0);
  });

  it('drops careers with unreported pay from any pay range, and keeps them without one', async () => {
    const unreported = DEFAULT_CAREERS.filter((career) => career.medianPay === null).map((career) => career.socCode);
    expect(unreported.length).toBeGreaterThan(0);
    const ranged = await allOf({ minPay: '0' });
    expect(ranged.codes.some((code) => unreported.includes(code))).toBe(false);
    expect(ranged.total).toBe(DEFAULT_CAREERS.length - unreported.length);
  });

  it('combines filters', async () => {
    await expectSameAsDomain({ area: 'I', minPay: '60000', education: 'bachelor' });
    await expectSameAsDomain({ category: 'healthcare', outlook: 'growing', sort: 'pay' });
    await expectSameAsDomain({ q: 'teach', jobZone: '4', sort: 'outlook' }, 0);
    await expectSameAsDomain({ area: 'R', maxPay: '60000', jobZone: '2', q: 'install' }, 0);
  });

  it('sorts by pay and outlook (highest first, not reported last) and by title with search matches first', async () => {
    await expectSameAsDomain({ sort: 'pay' }, DEFAULT_CAREERS.length);
    await expectSameAsDomain({ sort: 'outlook' }, DEFAULT_CAREERS.length);
    await expectSameAsDomain({ q: 'care', sort: 'title' });
    // Everyday titles (O*NET alternate titles) match as words or word prefixes and rank after title-word matches.
    for (const q of ['RN', 'coder', 'lineman', 'Registered nur', 'developer', 'C++', 'mechanic'])
      await expectSameAsDomain({ q, sort: 'title' });
    await expectSameAsDomain({ q: 'RN', sort: 'pay' });
    const paid = await get<Paged<Career>>('/api/careers?sort=pay&pageSize=3');
    const pays = paid.items.map((career) => career.medianPay ?? 0);
    expect(pays).toEqual([...pays].sort((a, b) => b - a));
  });

  it('pages through filtered results without gaps or repeats', async () => {
    const want = expected({ sort: 'pay', minPay: '40000' });
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(want.length / 7); page++) {
      const body = await get<Paged<Career>>(`/api/careers?sort=pay&minPay=40000&page=${page}&pageSize=7`);
      expect(body).toMatchObject({ total: want.length, page, pageSize: 7 });
      pages.push(...body.items.map((career) => career.socCode));
    }
    expect(pages).toEqual(want);
    const past = await get<Paged<Career>>(`/api/careers?sort=pay&minPay=40000&page=${Math.ceil(want.length / 7) + 1}&pageSize=7`);
    expect(past.items).toEqual([]);
  });

  it('answers an impossible combination with an empty page, not an error', async () => {
    const body = await get<Paged<Career>>('/api/careers?minPay=1000000');
    expect(body).toMatchObject({ items: [], total: 0 });
  });

  it('answers 400 naming each bad parameter', async () => {
    expect(await fields('/api/careers?category=general')).toEqual({ category: 'Unknown career category' });
    expect(await fields('/api/careers?minPay=-5')).toEqual({ minPay: 'Minimum pay cannot be negative' });
    expect(await fields('/api/careers?maxPay=lots')).toEqual({ maxPay: 'Maximum pay must be a number of dollars' });
    expect(await fields('/api/careers?minPay=9.5')).toEqual({ minPay: 'Minimum pay must be whole dollars' });
    expect(await fields('/api/careers?minPay=80000&maxPay=50000')).toEqual({ maxPay: 'Maximum pay must be at least the minimum pay' });
    expect(await fields('/api/careers?outlook=booming')).toEqual({ outlook: 'Unknown outlook filter' });
    expect(await fields('/api/careers?education=phd')).toEqual({ education: 'Unknown education level' });
    expect(await fields('/api/careers?jobZone=6')).toEqual({ jobZone: 'Job zone must be 1 to 5' });
    expect(await fields('/api/careers?sort=random')).toEqual({ sort: 'Sort by title, pay or outlook' });
    expect(Object.keys(await fields('/api/careers?jobZone=0&sort=x&area=Q'))).toEqual(expect.arrayContaining(['jobZone', 'sort', 'area']));
  });
});

describe('GET /api/careers/:socCode/majors', () => {
  it('lists the majors that lead to the career, by name', async () => {
    const code = '15-1252.00';
    const want = MAJORS.filter((major) => major.careerCodes.includes(code))
      .map((major) => major.name)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(want.length).toBeGreaterThan(0);
    const body = await get<{ items: Major[] }>(`/api/careers/${code}/majors`);
    expect(body.items.map((major) => major.name)).toEqual(want);
    const curated = MAJORS.find((major) => major.name === want[0])!;
    expect(body.items[0]).toEqual({ ...curated, cipSeries: curated.cip.slice(0, 5) });
  });

  it('answers an empty list for a career no major lists, 404 for an unknown code, 400 for a malformed one', async () => {
    const linked = new Set(MAJORS.flatMap((major) => major.careerCodes));
    const unlinked = DEFAULT_CAREERS.find((career) => !linked.has(career.socCode))!;
    expect((await get<{ items: Major[] }>(`/api/careers/${unlinked.socCode}/majors`)).items).toEqual([]);
    expect((await get<ErrorBody>('/api/careers/99-9999.99/majors', 404)).error.code).toBe('not_found');
    expect(await fields('/api/careers/nurse/majors')).toHaveProperty('socCode');
  });
});
