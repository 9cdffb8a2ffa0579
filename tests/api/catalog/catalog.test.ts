import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJORS } from '@data/majors';
import {
  careerSchema,
  collegeSchema,
  collegeSize,
  majorSchema,
  type Career,
  type College,
  type Major,
  type Paged,
} from '@domain/catalog/schemas';
import { matchedAlternateTitle } from '@domain/catalog/alternate-titles';
import { careers } from '@server/db/schema';
import { primaryArea } from '@server/features/catalog/import/rows';
import { asCareerDto, asMajorDto, DEFAULT_CAREERS, DEFAULT_COLLEGES, OPERATING_COLLEGES } from '@tests/support/default-catalog';
import { startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A GET whose body comes back as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, `${path}: ${response.status}`).toBe(status);
  if (status === 200) expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return (await response.json()) as T;
}

async function badRequest(path: string): Promise<Record<string, string>> {
  const body = await get<ErrorBody>(path, 400);
  expect(body.error.code).toBe('validation_failed');
  return body.error.fields ?? {};
}

/** The server's order: case-insensitive, then by code unit (the same on every PostgreSQL). */
const alphabetical = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

async function allPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = await get<Paged<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

const careerBySoc = new Map(DEFAULT_CAREERS.map((career) => [career.socCode, asCareerDto(career)]));
const collegeById = new Map(DEFAULT_COLLEGES.map((college) => [college.unitId, college]));

describe('GET /api/careers', () => {
  it('pages through the curated careers alphabetically; every row round-trips exactly', async () => {
    const first = await get<Paged<Career>>('/api/careers');
    expect(first).toMatchObject({ total: DEFAULT_CAREERS.length, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(Math.min(20, DEFAULT_CAREERS.length));

    const all = await allPages<Career>('/api/careers');
    expect(all).toHaveLength(DEFAULT_CAREERS.length);
    expect(all.map((c) => c.title)).toEqual([...DEFAULT_CAREERS].map((c) => c.title).sort(alphabetical));
    for (const career of all) {
      const { outlookComparison: _comparison, ...row } = career as Career & { outlookComparison?: unknown };
      expect(careerSchema.parse(row)).toEqual(row);
      expect(career).toEqual(careerBySoc.get(career.socCode));
    }
    expect(first.items).toEqual(all.slice(0, 20));
  });

  it('pages with page and pageSize', async () => {
    const all = await allPages<Career>('/api/careers');
    const page = await get<Paged<Career>>('/api/careers?page=3&pageSize=7');
    expect(page).toMatchObject({ total: DEFAULT_CAREERS.length, page: 3, pageSize: 7 });
    expect(page.items).toEqual(all.slice(14, 21));
    const beyond = await get<Paged<Career>>('/api/careers?page=999');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(DEFAULT_CAREERS.length);
  });

  it('filters by primary interest area', async () => {
    const investigative = await allPages<Career>('/api/careers?area=I');
    const expected = DEFAULT_CAREERS.filter((career) => primaryArea(career.interests) === 'I');
    expect(expected.length).toBeGreaterThan(0);
    expect(investigative.map((c) => c.socCode).sort()).toEqual(expected.map((c) => c.socCode).sort());
  });

  it('searches titles (first) and descriptions, case-insensitively, with % and _ taken literally', async () => {
    const target = DEFAULT_CAREERS[0]!;
    const word = target.title.split(' ')[0]!.toUpperCase();
    const found = await get<Paged<Career>>(`/api/careers?q=${encodeURIComponent(word)}&pageSize=100`);
    expect(found.items.map((c) => c.socCode)).toContain(target.socCode);
    const titleHits = found.items.map((c) => c.title.toLowerCase().includes(word.toLowerCase()));
    // Title matches come before description-only matches.
    expect(titleHits).toEqual([...titleHits].sort((a, b) => Number(b) - Number(a)));
    expect((await get<Paged<Career>>('/api/careers?q=%25')).total).toBe(0);
    expect((await get<Paged<Career>>('/api/careers?q=zzqqxx')).total).toBe(0);
  });

  it('finds careers by O*NET alternate titles (whole words or prefixes) and says which title matched', async () => {
    type Hit = Career & { matchedTitle?: string };
    const search = async (q: string) => (await get<Paged<Hit>>(`/api/careers?q=${encodeURIComponent(q)}&pageSize=100`)).items;
    const hit = (items: Hit[], socCode: string) => items.find((c) => c.socCode === socCode);

    const rn = await search('RN');
    // An everyday title ranks before a title that merely contains the letters ("jouRNalists").
    const codes = rn.map((c) => c.socCode);
    expect(hit(rn, '29-1141.00')).toMatchObject({ title: 'Registered nurses', matchedTitle: 'RN' });
    expect(codes.indexOf('29-1141.00')).toBeLessThan(codes.indexOf('27-3023.00'));
    expect(codes.indexOf('29-1141.00')).toBeLessThan(20);
    const coder = await search('coder');
    expect(hit(coder, '29-2072.00')).toMatchObject({ title: 'Medical records specialists', matchedTitle: 'Coder' });
    const lineman = await search('Lineman');
    expect(hit(lineman, '49-9051.00')).toMatchObject({ title: 'Electrical power-line installers and repairers', matchedTitle: 'Lineman' });
    // A prefix of a word matches; the middle of a word does not.
    expect(hit(await search('linem'), '49-9051.00')?.matchedTitle).toMatch(/linem/i);
    expect(hit(await search('ineman'), '49-9051.00')).toBeUndefined();
    // A title match names no alternate title, and the DTO is otherwise the curated row.
    const nurse = await search('nurse');
    expect(hit(nurse, '29-1141.00')).toEqual(careerBySoc.get('29-1141.00'));
    // Operators typed into the box are not tsquery syntax.
    expect((await search("RN' & !")).map((c) => c.socCode)).toContain('29-1141.00');
    expect(await search('&|!')).toEqual([]);
  });

  it('ranks first the career a query names exactly, by its title or an everyday title, singular or plural', async () => {
    const first = async (q: string) => {
      const body = await get<Paged<Career>>(`/api/careers?q=${encodeURIComponent(q)}&pageSize=8`);
      return body.items[0]?.socCode;
    };
    // "Cop" is an O*NET alternate title of police officers; copilots and couriers only start with the letters.
    expect(await first('Cop')).toBe('33-3051.00');
    expect(await first('cops')).toBe('33-3051.00');
    // The occupation itself, before its helpers and the engineers.
    expect(await first('electrician')).toBe('47-2111.00');
    expect(await first('Electricians')).toBe('47-2111.00');
  });

  it('answers 400 with the field for bad parameters', async () => {
    expect(await badRequest('/api/careers?page=0')).toHaveProperty('page');
    expect(await badRequest('/api/careers?page=two')).toHaveProperty('page');
    expect(await badRequest('/api/careers?pageSize=101')).toHaveProperty('pageSize');
    expect(await badRequest('/api/careers?area=X')).toHaveProperty('area');
    expect(await badRequest(`/api/careers?q=${'a'.repeat(101)}`)).toHaveProperty('q');
  });
});

describe('GET /api/careers/:socCode', () => {
  it('returns one career', async () => {
    const career = DEFAULT_CAREERS[DEFAULT_CAREERS.length - 1]!;
    expect(await get<Career>(`/api/careers/${career.socCode}`)).toEqual(asCareerDto(career));
  });

  it('keeps top-coded and hourly-only pay as null with its kind and hourly median, and the annual openings', async () => {
    const psychiatrists = await get<Career>('/api/careers/29-1223.00');
    expect(psychiatrists).toMatchObject({ medianPay: null, payKind: 'top-coded', hourlyMedianPay: null });
    expect(psychiatrists.annualOpenings).toBeGreaterThan(0);
    const musicians = await get<Career>('/api/careers/27-2042.00');
    expect(musicians).toMatchObject({ medianPay: null, payKind: 'hourly only', hourlyMedianPay: 42.45 });
    expect(musicians).toEqual(careerBySoc.get('27-2042.00'));
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const missing = await get<ErrorBody>('/api/careers/99-9999.99', 404);
    expect(missing.error.code).toBe('not_found');
    expect(await badRequest('/api/careers/software')).toHaveProperty('socCode');
  });
});

describe('GET /api/majors', () => {
  it('lists every major by name, each as curated', async () => {
    const { items } = await get<{ items: Major[] }>('/api/majors');
    expect(items).toHaveLength(MAJORS.length);
    expect(items.map((m) => m.name)).toEqual([...MAJORS].map((m) => m.name).sort(alphabetical));
    const byCip = new Map(MAJORS.map((major) => [major.cip, asMajorDto(major)]));
    for (const major of items) {
      const { cipSeries: _series, ...row } = major as Major & { cipSeries?: string };
      expect(majorSchema.parse(row)).toEqual(row);
      expect(major).toEqual(byCip.get(major.cip));
    }
  });
});

describe('GET /api/colleges', () => {
  it('pages through every college by name; rows round-trip with nulls kept as null', async () => {
    const first = await get<Paged<College>>('/api/colleges');
    expect(first).toMatchObject({ total: OPERATING_COLLEGES.length, page: 1, pageSize: 20 });
    // Every institution of the Scorecard 2023-24 file (the curated 336 among them) but the 240 it marks as closed.
    expect(first.total).toBe(6429 - 240);
    expect(DEFAULT_COLLEGES).toHaveLength(6429);
    const all = await allPages<College>('/api/colleges');
    expect(all).toHaveLength(OPERATING_COLLEGES.length);
    expect(all.map((c) => c.name)).toEqual(
      [...OPERATING_COLLEGES].sort((a, b) => alphabetical(a.name, b.name) || a.unitId - b.unitId).map((c) => c.name),
    );
    for (const college of all) {
      expect(collegeSchema.parse(college)).toEqual(college);
      expect(college).toEqual(collegeById.get(college.unitId));
    }
    const unreported = OPERATING_COLLEGES.find((college) => college.admissionRate === null);
    if (unreported) expect(all.find((c) => c.unitId === unreported.unitId)!.admissionRate).toBeNull();
  });

  it('filters by states, given comma-separated or repeated', async () => {
    const expected = OPERATING_COLLEGES.filter((c) => c.state === 'CA' || c.state === 'OR')
      .map((c) => c.unitId)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const comma = await allPages<College>('/api/colleges?state=CA,OR');
    const repeated = await allPages<College>('/api/colleges?state=CA&state=OR');
    expect(comma.map((c) => c.unitId).sort()).toEqual(expected);
    expect(repeated.map((c) => c.unitId).sort()).toEqual(expected);
  });

  it('filters by control, locale, size and net price together', async () => {
    const query = 'control=public,private-nonprofit&locale=city,suburb&size=medium,large&maxNetPrice=20000';
    const found = await allPages<College>(`/api/colleges?${query}`);
    const expected = OPERATING_COLLEGES.filter(
      (c) =>
        c.control !== 'private-for-profit' &&
        (c.locale === 'city' || c.locale === 'suburb') &&
        ['medium', 'large'].includes(collegeSize(c.undergraduates) ?? '') &&
        c.averageNetPrice !== null &&
        c.averageNetPrice <= 20000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((c) => c.unitId).sort()).toEqual(expected.map((c) => c.unitId).sort());
    const small = await allPages<College>('/api/colleges?size=small');
    expect(small.every((c) => c.undergraduates !== null && c.undergraduates < 5000)).toBe(true);
    expect(small.length).toBe(OPERATING_COLLEGES.filter((c) => collegeSize(c.undergraduates) === 'small').length);
  });

  it('searches names and cities', async () => {
    const target = OPERATING_COLLEGES[0]!;
    const found = await allPages<College>(`/api/colleges?q=${encodeURIComponent(target.name.toLowerCase())}`);
    expect(found.map((c) => c.unitId)).toContain(target.unitId);
    expect(
      found.every(
        (c) => c.name.toLowerCase().includes(target.name.toLowerCase()) || c.city?.toLowerCase().includes(target.name.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('sorts by net price, completion, earnings and debt, with unreported figures last', async () => {
    const byPrice = await allPages<College>('/api/colleges?sort=netPrice');
    const prices = byPrice.map((c) => c.averageNetPrice);
    const reported = prices.filter((p): p is number => p !== null);
    expect(prices.slice(0, reported.length)).toEqual([...reported].sort((a, b) => a - b));
    expect(prices.slice(reported.length).every((p) => p === null)).toBe(true);

    const byCompletion = (await allPages<College>('/api/colleges?sort=completionRate')).map((c) => c.completionRate);
    const completions = byCompletion.filter((r): r is number => r !== null);
    expect(byCompletion.slice(0, completions.length)).toEqual([...completions].sort((a, b) => b - a));

    expect((await get<Paged<College>>('/api/colleges?sort=earnings')).total).toBe(OPERATING_COLLEGES.length);
    expect((await get<Paged<College>>('/api/colleges?sort=debt')).total).toBe(OPERATING_COLLEGES.length);
    // Three walks through every operating college (about 190 pages): slow on a busy two-core machine.
  }, 120_000);

  it('answers 400 with the field for bad parameters', async () => {
    expect(Object.keys(await badRequest('/api/colleges?state=ZZ')).join()).toMatch(/^state/);
    expect(Object.keys(await badRequest('/api/colleges?control=state')).join()).toMatch(/^control/);
    expect(Object.keys(await badRequest('/api/colleges?locale=beach')).join()).toMatch(/^locale/);
    expect(Object.keys(await badRequest('/api/colleges?size=huge')).join()).toMatch(/^size/);
    expect(await badRequest('/api/colleges?maxNetPrice=-1')).toHaveProperty('maxNetPrice');
    expect(await badRequest('/api/colleges?sort=cheapest')).toHaveProperty('sort');
    expect(await badRequest('/api/colleges?page=0&pageSize=0')).toMatchObject({ page: expect.any(String), pageSize: expect.any(String) });
  });
});

describe('GET /api/colleges/:unitId', () => {
  it('returns one college (tests/api/catalog/programs.test.ts checks its programs and prices)', async () => {
    const college = OPERATING_COLLEGES[1]!;
    expect((await get<{ college: College }>(`/api/colleges/${college.unitId}`)).college).toEqual(college);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get<ErrorBody>('/api/colleges/1', 404)).error.code).toBe('colleges.not_found');
    expect(await badRequest('/api/colleges/harvard')).toHaveProperty('unitId');
    expect(await badRequest('/api/colleges/-5')).toHaveProperty('unitId');
  });
});

describe('the cost of a catalog search', () => {
  /** How many statements the app's pool runs while `path` is answered. */
  async function statementsFor(path: string): Promise<number> {
    const pool = server.db.$client;
    let statements = 0;
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      statements += 1;
      return original(...args);
    }) as typeof pool.query;
    try {
      await get(path);
    } finally {
      pool.query = original as typeof pool.query;
    }
    return statements;
  }

  // Searches no other test here makes: a repeated one is answered from memory (below).
  it('a page and its total come from one statement', async () => {
    expect(await statementsFor('/api/careers?q=ENGINEER')).toBe(1);
    expect(await statementsFor('/api/colleges?state=NY,TX,CA&sort=netPrice')).toBe(1);
    expect(await statementsFor('/api/careers?q=qqzzxx')).toBe(1);
  });

  it('a repeated search is answered from memory, the same answer, per language', async () => {
    const first = await fetch(`${server.baseUrl}/api/careers?q=nurse&pageSize=7`);
    expect(await statementsFor('/api/careers?pageSize=7&q=nurse')).toBe(0);
    const repeated = await fetch(`${server.baseUrl}/api/careers?q=nurse&pageSize=7`);
    expect(repeated.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(repeated.headers.get('cache-control')).toBe('public, max-age=300');
    const english = await first.text();
    expect(await repeated.text()).toBe(english);
    // Spanish titles are another answer.
    const spanish = await fetch(`${server.baseUrl}/api/careers?q=nurse&pageSize=7`, { headers: { 'accept-language': 'es' } });
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).not.toBe(english);
    expect(await statementsFor('/api/colleges?state=NY,TX,CA&sort=netPrice')).toBe(0);
  });

  it('sends a browser the stored answer compressed, the same JSON as without compression', async () => {
    const url = `${server.baseUrl}/api/careers?q=engineer&pageSize=30`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    const json = await plain.text();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Node's fetch decodes for us: read the raw bytes through http instead.
      const raw = await rawGet(url, { 'accept-encoding': accepted });
      expect(raw.headers['content-encoding'], accepted).toBe(encoding);
      expect(raw.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(decode(raw.body).toString()).toBe(json);
    }
    const colleges = await rawGet(`${server.baseUrl}/api/colleges?state=CA&pageSize=30`, { 'accept-encoding': 'br' });
    expect(colleges.headers['content-encoding']).toBe('br');
    expect(colleges.headers.vary).toBe('Accept-Encoding');
  });

  it('reads only the alternate titles a page needs, and still names the same matched title as the domain', async () => {
    const stored = new Map(
      (await server.db.select({ socCode: careers.socCode, alternateTitles: careers.alternateTitles }).from(careers)).map((row) => [
        row.socCode,
        row.alternateTitles,
      ]),
    );
    for (const q of ['engineer', 'nurse', 'RN', 'coder', 'teach', 'manager', 'linem', 'Engineer ']) {
      const hits = await allPages<Career & { matchedTitle?: string }>(`/api/careers?q=${encodeURIComponent(q)}`);
      expect(hits.length, q).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.matchedTitle ?? null, `${q}: ${hit.socCode}`).toBe(matchedAlternateTitle(hit.title, stored.get(hit.socCode) ?? [], q));
      }
    }
  });

  it('only a page past the last counts on its own, and still reports the total', async () => {
    expect(await statementsFor('/api/careers?page=998')).toBe(2);
    const beyond = await get<Paged<College>>('/api/colleges?state=CA&page=999');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(OPERATING_COLLEGES.filter((college) => college.state === 'CA').length);
  });
});
