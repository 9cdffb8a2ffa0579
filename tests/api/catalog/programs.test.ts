import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_INCOME_MESSAGES } from '@domain/prices/brackets';
import { familyMoneyPlans } from '@server/db/schema';
import type { CollegeDetailDto, MajorDetailDto } from '@server/features/catalog/programs.service';
import { DEFAULT_COLLEGES, OPERATING_COLLEGES } from '@tests/support/default-catalog';
import { signIn, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';

/*
 * The college page and field-of-study page APIs, the family-income setting, and closed colleges: flagged on
 * their page, never in lists or the college quiz. Figures are checked against the examples from the official
 * files (Ohio State, UC Berkeley, Harvard), which the committed snapshots carry.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function get<T>(path: string, status = 200, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  expect(response.status, `${path}: ${response.status}`).toBe(status);
  if (status === 200) expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return (await response.json()) as T;
}

async function fieldsOf(path: string): Promise<Record<string, string>> {
  const body = await get<ErrorBody>(path, 400);
  expect(body.error.code).toBe('validation_failed');
  return body.error.fields ?? {};
}

const OHIO_STATE = 204796;
const BERKELEY = 110635;
const HARVARD = 166027;
const CLOSED = DEFAULT_COLLEGES.find((college) => !college.currentlyOperating)!;

describe('GET /api/colleges/:unitId', () => {
  it("gives Ohio State's programs with their outcomes and grades, as the field-of-study file reports them", async () => {
    const detail = await get<CollegeDetailDto>(`/api/colleges/${OHIO_STATE}`);
    expect(detail.college).toMatchObject({ unitId: OHIO_STATE, currentlyOperating: true, completionMeasure: 'four-year' });
    const program = (cip: string, level: string) => detail.programs.find((p) => p.cip === cip && p.credentialLevel === level);
    expect(program('42.01', 'bachelor')).toMatchObject({
      title: 'Psychology, General.',
      majorName: 'Psychology',
      awardsYear1: 581,
      awardsYear2: 525,
      graduates: 1106,
      debtCohort: 813,
      medianDebt: 22985,
      earningsCohort: 528,
      medianEarnings: 29100,
      grade: { grade: 'A-' },
      plannedDebtGrade: null,
    });
    expect(program('51.38', 'bachelor')).toMatchObject({ medianDebt: 16500, medianEarnings: 60300 });
    // Music graduates' earnings are not reported (too few): null, and the grade is N/A.
    expect(program('50.09', 'bachelor')).toMatchObject({ medianEarnings: null, grade: { grade: 'N/A', risk: null, debtToIncome: null } });
    expect(detail.sources.programs).toMatchObject({
      completionYears: ['2015-16', '2016-17'],
      earningsHorizon: 'first-year-after-completing',
      inflationAdjusted: false,
    });
    expect(detail.sources.institution).toMatchObject({ year: '2023-24', url: `https://collegescorecard.ed.gov/school/?${OHIO_STATE}` });
  });

  it('shows the range across brackets without an income, never the average alone', async () => {
    const { familyPrice, college } = await get<CollegeDetailDto>(`/api/colleges/${BERKELEY}`);
    expect(college).toMatchObject({ averageNetPrice: 14979, netPriceByIncome: [5895, 7751, 11424, 18713, 35154] });
    expect(familyPrice).toEqual({
      income: null,
      bracket: null,
      price: { kind: 'range', min: 5895, max: 35154, average: 14979, negative: false, suppressedBrackets: [] },
      comparable: 14979,
    });
  });

  it("gives the family's bracket price with ?income= and grades a planned debt with ?plannedDebt=", async () => {
    const low = await get<CollegeDetailDto>(`/api/colleges/${HARVARD}?income=25000`);
    expect(low.familyPrice).toMatchObject({ bracket: '0-30000', price: { kind: 'bracket', amount: 2895, negative: false } });
    const high = await get<CollegeDetailDto>(`/api/colleges/${HARVARD}?income=110001`);
    expect(high.familyPrice).toMatchObject({ bracket: '110001-plus', price: { kind: 'bracket', amount: 53571 } });
    expect((await get<CollegeDetailDto>(`/api/colleges/${BERKELEY}?income=110000`)).familyPrice.price).toMatchObject({ amount: 18713 });

    const planned = await get<CollegeDetailDto>(`/api/colleges/${OHIO_STATE}?income=45000&plannedDebt=40000`);
    expect(planned.plannedDebt).toBe(40000);
    const nursing = planned.programs.find((p) => p.cip === '51.38' && p.credentialLevel === 'bachelor')!;
    // $40,000 over $60,300 of first-year earnings: 0.66, an A-.
    expect(nursing.plannedDebtGrade).toMatchObject({ grade: 'A-' });
  });

  it('answers a closed college, flagged, with its programs', async () => {
    const detail = await get<CollegeDetailDto>(`/api/colleges/${CLOSED.unitId}`);
    expect(detail.college).toMatchObject({ unitId: CLOSED.unitId, currentlyOperating: false });
  });

  it('answers 400 with a field message for a bad income or planned debt, 404 for an unknown id', async () => {
    expect(await fieldsOf(`/api/colleges/${BERKELEY}?income=abc`)).toEqual({ income: FAMILY_INCOME_MESSAGES.not_a_number });
    expect(await fieldsOf(`/api/colleges/${BERKELEY}?income=-1`)).toEqual({ income: FAMILY_INCOME_MESSAGES.negative });
    expect(await fieldsOf(`/api/colleges/${BERKELEY}?income=50000.5`)).toEqual({ income: FAMILY_INCOME_MESSAGES.not_whole });
    expect(await fieldsOf(`/api/colleges/${BERKELEY}?income=10000001`)).toEqual({ income: FAMILY_INCOME_MESSAGES.too_large });
    expect(await fieldsOf(`/api/colleges/${BERKELEY}?plannedDebt=lots`)).toHaveProperty('plannedDebt');
    expect(await fieldsOf('/api/colleges/berkeley')).toHaveProperty('unitId');
    expect((await get<ErrorBody>('/api/colleges/999999', 404)).error.code).toBe('colleges.not_found');
  });
});

describe('GET /api/majors/:cip', () => {
  it('gives Psychology with its CIP 2020 definition, its careers and the colleges offering it, 25 a page', async () => {
    const detail = await get<MajorDetailDto>('/api/majors/42.01');
    expect(detail.fieldOfStudy).toMatchObject({ cip: '42.01', title: 'Psychology, General.', status: 'current', definitionCip: '42.0101' });
    expect(detail.fieldOfStudy.definition).toMatch(/scientific study of individual and collective behavior/);
    expect(detail.major).toMatchObject({ cip: '42.01', name: 'Psychology', cipSeries: '42.01' });
    // The crosswalk's SOC 2018 codes joined to our careers, O*NET detail codes included.
    const codes = detail.careers.map((career) => career.socCode);
    expect(codes).toContain('19-3033.00');
    for (const career of detail.careers) expect(career.socCode.startsWith(career.crosswalkSocCode)).toBe(true);
    expect(detail.colleges).toMatchObject({ page: 1, pageSize: 25, sort: 'grade' });
    expect(detail.colleges.total).toBeGreaterThan(1000);
    expect(detail.colleges.items).toHaveLength(25);
    // Best grade first: debt-to-income ascending.
    const ratios = detail.colleges.items.map((item) => item.program.grade.debtToIncome);
    expect(ratios.every((ratio) => ratio !== null)).toBe(true);
    expect(ratios).toEqual([...ratios].sort((a, b) => a! - b!));
    expect(detail.colleges.items.every((item) => item.college.currentlyOperating)).toBe(true);
  });

  it('sorts by debt, earnings and the family price, filters by state and credential, and pages', async () => {
    const byDebt = await get<MajorDetailDto>('/api/majors/42.01?sort=debt&credential=bachelor');
    const debts = byDebt.colleges.items.map((item) => item.program.medianDebt);
    expect(debts.every((debt) => debt !== null)).toBe(true);
    expect(debts).toEqual([...debts].sort((a, b) => a! - b!));
    expect(byDebt.colleges.items.every((item) => item.program.credentialLevel === 'bachelor')).toBe(true);

    const byEarnings = await get<MajorDetailDto>('/api/majors/42.01?sort=earnings&state=OH');
    const earnings = byEarnings.colleges.items.map((item) => item.program.medianEarnings);
    expect(earnings).toEqual([...earnings].sort((a, b) => (b ?? -1) - (a ?? -1)));
    expect(byEarnings.colleges.items.every((item) => item.college.state === 'OH')).toBe(true);

    const byPrice = await get<MajorDetailDto>('/api/majors/42.01?sort=price&income=40000');
    const prices = byPrice.colleges.items.map((item) => item.familyPrice.comparable);
    expect(prices.every((price) => price !== null)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    expect(byPrice.colleges.items[0]!.familyPrice.bracket).toBe('30001-48000');

    const second = await get<MajorDetailDto>('/api/majors/42.01?page=2');
    expect(second.colleges.page).toBe(2);
    const first = await get<MajorDetailDto>('/api/majors/42.01');
    const firstKeys = new Set(first.colleges.items.map((item) => `${item.college.unitId}:${item.program.credentialLevel}`));
    expect(second.colleges.items.some((item) => firstKeys.has(`${item.college.unitId}:${item.program.credentialLevel}`))).toBe(false);
  });

  it('keeps a series only the Scorecard file names, with its own description', async () => {
    const detail = await get<MajorDetailDto>('/api/majors/42.02');
    expect(detail.fieldOfStudy).toMatchObject({ status: 'scorecard-only', definition: null });
  });

  it('answers in Spanish where Waypoint has the texts', async () => {
    const detail = await get<MajorDetailDto>('/api/majors/42.01', 200, { 'accept-language': 'es' });
    expect(detail.major?.name).toBe('Psicología');
  });

  it('answers 400 for a malformed CIP or query and 404 for an unknown series', async () => {
    for (const bad of ['42', '4201', 'abc', '42.0101']) expect(await fieldsOf(`/api/majors/${bad}`), bad).toHaveProperty('cip');
    expect(await fieldsOf('/api/majors/42.01?sort=cheapest')).toHaveProperty('sort');
    expect(await fieldsOf('/api/majors/42.01?state=ZZ')).toHaveProperty('state');
    expect(await fieldsOf('/api/majors/42.01?credential=phd')).toHaveProperty('credential');
    expect(await fieldsOf('/api/majors/42.01?page=0')).toHaveProperty('page');
    expect(await fieldsOf('/api/majors/42.01?income=-5')).toEqual({ income: FAMILY_INCOME_MESSAGES.negative });
    expect((await get<ErrorBody>('/api/majors/98.76', 404)).error.code).toBe('majors.not_found');
  });

  it('gives each curated major its CIP series in the list', async () => {
    const { items } = await get<{ items: { cip: string; cipSeries: string }[] }>('/api/majors');
    expect(items.length).toBe(82);
    for (const major of items) expect(major.cipSeries).toBe(major.cip.slice(0, 5));
  });
});

describe('closed colleges', () => {
  it('never appear in the college list or the college quiz', async () => {
    const search = await get<{ items: { unitId: number }[]; total: number }>(`/api/colleges?q=${encodeURIComponent(CLOSED.name)}`);
    expect(search.items.map((item) => item.unitId)).not.toContain(CLOSED.unitId);
    const response = await fetch(`${server.baseUrl}/api/matches/colleges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ states: [CLOSED.state] }),
    });
    const body = (await response.json()) as { items: { college: { unitId: number } }[]; total: number };
    expect(body.items.map((item) => item.college.unitId)).not.toContain(CLOSED.unitId);
    expect(body.total).toBe(OPERATING_COLLEGES.filter((college) => college.state === CLOSED.state).length);
  });
});

describe('the college quiz with a family income', () => {
  it("budgets, scores and costs with the family's bracket price", async () => {
    const post = async (body: unknown) => {
      const response = await fetch(`${server.baseUrl}/api/matches/colleges`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': '203.0.113.91' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const { status, body } = await post({ states: ['MA'], maxNetPrice: 10000, familyIncome: 20000, yearsOfStudy: 4 });
    expect(status).toBe(200);
    const items = body.items as {
      college: { unitId: number; netPriceByIncome: (number | null)[] };
      yearlyNetPrice: number | null;
      netPriceBasis: string;
      estimatedNetCost: number | null;
    }[];
    // Harvard's $0-30,000 price ($2,895) is within $10,000 though its average ($16,816) is not.
    const harvard = items.find((item) => item.college.unitId === HARVARD);
    expect(harvard).toMatchObject({ yearlyNetPrice: 2895, netPriceBasis: 'bracket', estimatedNetCost: 2895 * 4 });
    for (const item of items) if (item.yearlyNetPrice !== null) expect(item.yearlyNetPrice).toBeLessThanOrEqual(10000);

    const bad = await post({ familyIncome: -1 });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error.fields).toEqual({ familyIncome: FAMILY_INCOME_MESSAGES.negative });
  });
});

describe('the family income for prices (GET and PUT /api/profile/family-income)', () => {
  it('keeps the account setting; the money plan income, when set, takes precedence', async () => {
    const { client } = await signInWithProfile(
      server,
      { name: 'Prices Parent', email: 'prices-parent@example.com' },
      { userType: 'Student' },
    );
    expect(await (await client.fetch('/api/profile/family-income')).json()).toEqual({
      familyIncome: null,
      basis: null,
      profileFamilyIncome: null,
    });
    const saved = await client.json('/api/profile/family-income', 'PUT', { familyIncome: 72000 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ familyIncome: 72000, basis: 'profile', profileFamilyIncome: 72000 });

    const me = (await (await client.fetch('/api/me')).json()) as { user: { id: string } };
    await server.db.insert(familyMoneyPlans).values({
      studentId: me.user.id,
      contributionPerYear: 0,
      savings: 0,
      extraGrants: 0,
      familyIncome: 45000,
    });
    expect(await (await client.fetch('/api/profile/family-income')).json()).toEqual({
      familyIncome: 45000,
      basis: 'money-plan',
      profileFamilyIncome: 72000,
    });
    const cleared = await client.json('/api/profile/family-income', 'PUT', { familyIncome: null });
    expect(await cleared.json()).toEqual({ familyIncome: 45000, basis: 'money-plan', profileFamilyIncome: null });
  });

  it('answers 400 with the field message, 401 signed out and 403 before the profile is complete', async () => {
    const { client } = await signInWithProfile(server, { name: 'Prices Student', email: 'prices-student@example.com' });
    for (const [value, message] of [
      [-1, FAMILY_INCOME_MESSAGES.negative],
      [10_000_001, FAMILY_INCOME_MESSAGES.too_large],
      [1000.5, FAMILY_INCOME_MESSAGES.not_whole],
      ['50000', FAMILY_INCOME_MESSAGES.not_a_number],
    ] as const) {
      const response = await client.json('/api/profile/family-income', 'PUT', { familyIncome: value });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual({ familyIncome: message });
    }
    expect((await client.json('/api/profile/family-income', 'PUT', {})).status).toBe(400);

    const anonymous = await fetch(`${server.baseUrl}/api/profile/family-income`);
    expect(anonymous.status).toBe(401);
    const put = await fetch(`${server.baseUrl}/api/profile/family-income`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ familyIncome: 1 }),
    });
    expect(put.status).toBe(401);

    const { client: incomplete } = await signIn(server, { name: 'No Profile Yet', email: 'prices-noprofile@example.com' });
    const refused = await incomplete.json('/api/profile/family-income', 'PUT', { familyIncome: 50000 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('profile_incomplete');
  });
});
