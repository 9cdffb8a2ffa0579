import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAJORS } from '@data/majors';
import { interestMatchReasonSchema, LEVEL_MATCH_LIMIT, levelMatchesSchema } from '@domain/career-quiz/level-matches';
import type { InterestMatch } from '@domain/career-quiz/riasec';
import { schoolingLevel } from '@domain/catalog/training-route';
import { passesHardFilters, collegePreferencesSchema, rankColleges, type CollegeMatch } from '@domain/catalog/college-match';
import type { Career, Major, RiasecProfile } from '@domain/catalog/schemas';
import { careers as careersTable, collegePrograms } from '@server/db/schema';
import { CATALOG_LISTS_TTL_MS, matchInterests } from '@server/features/career-quiz/career-quiz.service';
import { matchColleges } from '@server/features/college-quiz/college-quiz.service';
import { primaryArea } from '@server/features/catalog/import/rows';
import { asCareerDto, DEFAULT_CAREERS, DEFAULT_COLLEGES, OPERATING_COLLEGES } from '@tests/support/default-catalog';
import { CookieClient, startTestServer, type TestServer } from '@tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type InterestBody = { majors: InterestMatch<Major>[]; careers: InterestMatch<Career>[] };
type CollegeBody = { items: CollegeMatch[]; total: number; matchingOn: 'programs' | 'colleges' };

/**
 * Each request comes from a random documentation address (RFC 5737, 198.51.100.0/24); the
 * rate-limit test uses one from another range (203.0.113.0/24), so it never throttles the others.
 */
async function post(path: string, body: unknown, fromAddress?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (fromAddress) headers['x-forwarded-for'] = fromAddress;
  const response = await new CookieClient(server.baseUrl).fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { response, body: (await response.json()) as unknown };
}

const INVESTIGATIVE: RiasecProfile = { R: 2, I: 7, A: 2, S: 1.5, E: 1.5, C: 2.5 };
const HANDS_ON: RiasecProfile = { R: 7, I: 6, A: 2, S: 2, E: 2, C: 2 };

function expectRanked(matches: { similarity?: number; score?: number }[]) {
  const values = matches.map((match) => match.similarity ?? match.score ?? 0);
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

describe('POST /api/matches/interests', () => {
  it('ranks an Investigative career first for a strongly Investigative profile', async () => {
    const { response, body } = await post('/api/matches/interests', { profile: INVESTIGATIVE });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { careers, majors } = body as InterestBody;
    expect(careers).toHaveLength(Math.min(10, DEFAULT_CAREERS.length));
    expect(majors).toHaveLength(Math.min(10, MAJORS.length));
    expect(primaryArea(careers[0]!.item.interests)).toBe('I');
    expect(primaryArea(majors[0]!.item.interests)).toBe('I');
    expectRanked(careers);
    expectRanked(majors);
    for (const match of [...careers, ...majors]) {
      expect(match.similarity).toBeGreaterThanOrEqual(0);
      expect(match.similarity).toBeLessThanOrEqual(100);
      expect(interestMatchReasonSchema.safeParse(match.why).success).toBe(true);
    }
    // Items are the catalog rows as the catalog endpoints send them.
    const top = careers[0]!.item;
    expect(top).toEqual(asCareerDto(DEFAULT_CAREERS.find((career) => career.socCode === top.socCode)!));
  });

  it('reuses the career list for a minute, then ranks an edited career as edited', async () => {
    // Far past any list an earlier request read, so the first call reads the table.
    const start = Date.now() + 10 * CATALOG_LISTS_TTL_MS;
    const first = await matchInterests(server.db, INVESTIGATIVE, 'en', () => start);
    const top = first.careers[0]!.item;
    await server.db
      .update(careersTable)
      .set({ title: `${top.title} (edited)` })
      .where(eq(careersTable.socCode, top.socCode));
    try {
      const withinMinute = await matchInterests(server.db, INVESTIGATIVE, 'en', () => start + CATALOG_LISTS_TTL_MS - 1);
      expect(withinMinute).toEqual(first);
      const afterMinute = await matchInterests(server.db, INVESTIGATIVE, 'en', () => start + CATALOG_LISTS_TTL_MS);
      expect(afterMinute.careers[0]!.item.title).toBe(`${top.title} (edited)`);
      expect(afterMinute.careers.map((match) => match.item.socCode)).toEqual(first.careers.map((match) => match.item.socCode));
    } finally {
      await server.db.update(careersTable).set({ title: top.title }).where(eq(careersTable.socCode, top.socCode));
      await matchInterests(server.db, INVESTIGATIVE, 'en', () => start + 3 * CATALOG_LISTS_TTL_MS);
    }
  });

  it('gives the best careers at each of the four levels of schooling, trades included, each with its route', async () => {
    const { response, body } = await post('/api/matches/interests', { profile: HANDS_ON });
    expect(response.status).toBe(200);
    const levels = z.array(levelMatchesSchema).parse((body as { careersByLevel: unknown }).careersByLevel);
    expect(levels.map((level) => level.label)).toEqual([
      'No degree: on-the-job training or apprenticeship',
      'Certificate or associate',
      "Bachelor's",
      'Graduate',
    ]);
    for (const level of levels) {
      expect(level.matches).toHaveLength(LEVEL_MATCH_LIMIT);
      expectRanked(level.matches);
      for (const match of level.matches) {
        expect(schoolingLevel(match.item.entryEducation), match.item.title).toBe(level.level);
        expect(match.route).toMatchObject({ level: level.level, time: expect.any(String) });
      }
    }
    // A hands-on student sees mechanics, technicians or trades, not only degrees.
    const withoutDegree = levels.slice(0, 2).flatMap((level) => level.matches.map((match) => match.item.title));
    expect(
      withoutDegree.some((title) => /mechanic|technician|electrician|machinist/i.test(title)),
      withoutDegree.join(', '),
    ).toBe(true);
    const certificate = levels[1]!.matches.find((match) => match.route?.kind === 'certificate' || match.route?.kind === 'associate');
    expect(certificate?.route?.cost).toMatchObject({ perYear: 7230, source: { year: '2023-24', estimate: true } });
  });

  it('ranks a Social career first for a strongly Social profile', async () => {
    const { body } = await post('/api/matches/interests', { profile: { R: 1, I: 2, A: 2.5, S: 7, E: 3, C: 2 } });
    expect(primaryArea((body as InterestBody).careers[0]!.item.interests)).toBe('S');
  });

  it('answers 400 with the fields for a bad profile', async () => {
    const missing = await post('/api/matches/interests', {});
    expect(missing.response.status).toBe(400);
    expect((missing.body as ErrorBody).error.fields).toHaveProperty('profile');
    const outOfRange = await post('/api/matches/interests', { profile: { ...INVESTIGATIVE, I: 9, R: 'high' } });
    expect(outOfRange.response.status).toBe(400);
    expect((outOfRange.body as ErrorBody).error.fields).toMatchObject({ 'profile.I': expect.any(String), 'profile.R': expect.any(String) });
  });

  it('limits each client to 60 requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post('/api/matches/colleges', { states: ['WY'] }, '203.0.113.60')).response.status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('POST /api/matches/colleges', () => {
  it('ranks the top 30 of all colleges with default preferences', async () => {
    const { response, body } = await post('/api/matches/colleges', {});
    expect(response.status).toBe(200);
    const { items, total } = body as CollegeBody;
    expect(total).toBe(OPERATING_COLLEGES.length);
    expect(items).toHaveLength(Math.min(30, OPERATING_COLLEGES.length));
    expectRanked(items);
    for (const match of items) expect(match.reasons.length).toBeGreaterThan(0);
    // The server ranks from the fit fields and loads only the top rows: the same matches as ranking every full row.
    expect(items).toEqual(rankColleges(DEFAULT_COLLEGES, collegePreferencesSchema.parse({}), MAJORS, 30));
  });

  it('keeps only the chosen states and kinds of college, and counts them all', async () => {
    const preferences = { states: ['CA', 'TX'], controls: ['public'], maxNetPrice: 15000 };
    const { body } = await post('/api/matches/colleges', preferences);
    const { items, total } = body as CollegeBody;
    const parsed = collegePreferencesSchema.parse(preferences);
    const expected = DEFAULT_COLLEGES.filter((college) => passesHardFilters(college, parsed));
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(items.length).toBe(Math.min(30, expected.length));
    for (const { college } of items) {
      expect(['CA', 'TX']).toContain(college.state);
      expect(college.control).toBe('public');
      if (college.averageNetPrice !== null) expect(college.averageNetPrice).toBeLessThanOrEqual(15000);
    }
  });

  it('grades with the chosen majors’ earnings when they are reported', async () => {
    const major = MAJORS.find((m) => m.medianEarnings !== null);
    if (!major) return;
    const { body } = await post('/api/matches/colleges', { states: ['NY'], majors: [major.cip] });
    const { items } = body as CollegeBody;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((match) => match.earningsBasis === 'majors' && match.expectedEarnings === major.medianEarnings)).toBe(true);
  });

  it('without majors says it matches on colleges alone', async () => {
    const { body } = await post('/api/matches/colleges', { states: ['OH'] });
    const { items, matchingOn } = body as CollegeBody;
    expect(matchingOn).toBe('colleges');
    expect(items.every((match) => match.route === null && match.matchedPrograms.length === 0)).toBe(true);
  });

  it('with majors ranks only colleges awarding them, names the program, and marks the transfer starts', async () => {
    // Mechanical engineering (14.19) in Ohio: bachelor's at universities, associate's at community colleges.
    const preferences = { states: ['OH'], majors: ['14.19'] };
    const { body } = await post('/api/matches/colleges', preferences);
    const { items, total, matchingOn } = body as CollegeBody;
    expect(matchingOn).toBe('programs');
    const rows = await server.db
      .select({ unitId: collegePrograms.unitId, level: collegePrograms.credentialLevel })
      .from(collegePrograms)
      .where(eq(collegePrograms.cip, '14.19'));
    const bachelor = new Set(rows.filter((row) => row.level === 3).map((row) => row.unitId));
    const associate = new Set(rows.filter((row) => row.level === 2).map((row) => row.unitId));
    const parsed = collegePreferencesSchema.parse(preferences);
    const eligible = DEFAULT_COLLEGES.filter(
      (college) => passesHardFilters(college, parsed) && (bachelor.has(college.unitId) || associate.has(college.unitId)),
    );
    const ohio = DEFAULT_COLLEGES.filter((college) => passesHardFilters(college, parsed));
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(ohio.length);
    expect(total).toBe(eligible.length);
    expect(items.length).toBe(Math.min(30, eligible.length));
    for (const match of items) {
      const id = match.college.unitId;
      if (bachelor.has(id)) {
        expect(match.route).toBe('bachelor');
        expect(match.matchedPrograms).toEqual([
          { majorCip: '14.19', majorName: 'Mechanical engineering', cip: '14.19', credential: 'bachelor' },
        ]);
      } else {
        expect(associate.has(id)).toBe(true);
        expect(match.route).toBe('transfer');
        expect(match.matchedPrograms).toEqual([
          { majorCip: '14.19', majorName: 'Mechanical engineering', cip: '14.19', credential: 'associate' },
        ]);
      }
    }
    expect(items.some((match) => match.route === 'bachelor')).toBe(true);
  });

  it('offers a bachelor’s match the cheapest community college of its state in the field when starting there saves money', async () => {
    const preferences = { states: ['OH'], majors: ['52.02'], familyIncome: 90000 };
    const { body } = await post('/api/matches/colleges', preferences);
    const { items } = body as CollegeBody;
    // Public two-year colleges of Ohio awarding an associate's in business administration, at the family's bracket price.
    const rows = await server.db
      .select({ unitId: collegePrograms.unitId })
      .from(collegePrograms)
      .where(and(eq(collegePrograms.cip, '52.02'), eq(collegePrograms.credentialLevel, 2)));
    const awarding = new Set(rows.map((row) => row.unitId));
    const candidates = OPERATING_COLLEGES.filter(
      (c) =>
        awarding.has(c.unitId) &&
        c.state === 'OH' &&
        c.control === 'public' &&
        (c.predominantDegree === 'associate' || c.predominantDegree === 'certificate') &&
        c.netPriceByIncome[3] !== null,
    ).sort((a, b) => Math.max(0, a.netPriceByIncome[3]!) - Math.max(0, b.netPriceByIncome[3]!) || a.name.localeCompare(b.name));
    const cheapest = candidates[0]!;
    const cheapestPrice = Math.max(0, cheapest.netPriceByIncome[3]!);
    const offered = items.filter((match) => match.transferOption);
    expect(offered.length).toBeGreaterThan(0);
    for (const match of items) {
      const saving = match.route === 'bachelor' && match.yearlyNetPrice !== null ? 2 * (match.yearlyNetPrice - cheapestPrice) : 0;
      if (saving > 0)
        expect(match.transferOption).toEqual({ unitId: cheapest.unitId, name: cheapest.name, yearlyNetPrice: cheapestPrice, saving });
      else expect(match.transferOption).toBeUndefined();
    }
  });

  it('answers a burst of identical searches from one ranking, equal to the uncached answer', async () => {
    const preferences = { states: ['PA', 'NJ'], majors: ['14.19', '26.01'], familyIncome: 52000 };
    const pool = server.db.$client;
    let rankings = 0;
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
      if (text.includes('"college_programs"')) rankings++;
      return original(...args);
    }) as typeof pool.query;
    let bodies: unknown[];
    try {
      // The same choices in another order are the same search.
      const reordered = { ...preferences, states: ['NJ', 'PA'], majors: ['26.01', '14.19'] };
      bodies = (
        await Promise.all(Array.from({ length: 10 }, (_, i) => post('/api/matches/colleges', i % 2 ? reordered : preferences)))
      ).map((answer) => answer.body);
    } finally {
      pool.query = original as typeof pool.query;
    }
    // One ranking reads the programs twice: the colleges' offers, then the transfer options of its bachelor's matches.
    expect(rankings).toBe(2);
    const uncached = await matchColleges(server.db, collegePreferencesSchema.parse(preferences), 'en');
    expect((uncached.items as unknown[]).length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).toEqual(JSON.parse(JSON.stringify(uncached)));
  });

  it('answers 400 with the fields for bad preferences', async () => {
    const { response, body } = await post('/api/matches/colleges', { states: ['ZZ'], maxNetPrice: -5, majors: ['biology'] });
    expect(response.status).toBe(400);
    expect((body as ErrorBody).error.fields).toMatchObject({
      'states.0': expect.any(String),
      maxNetPrice: expect.any(String),
      'majors.0': expect.any(String),
    });
  });
});
