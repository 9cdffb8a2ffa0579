import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeMoneyPlan } from '@domain/money-plan/money-plan';
import { transferMoneyPlan } from '@domain/money-plan/transfer-plan';
import { familyMoneyPlans, users } from '@server/db/schema';
import { moneyPlanTerms } from '@server/features/money-plan/money-plan.terms';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { body } from '@tests/support/http-body';

/*
 * The money plan's credential per college and its transfer route (two years at a community college, then two at a
 * four-year college), through the API: the credentials each college offers and the one planned, a choice kept with
 * the plan and seen by a linked parent, 400 for a credential or a route the data does not allow, a route shown from
 * a link before it is kept, and the same access rules as the plan.
 */

const OSU = 204796; // Ohio State University-Main Campus: bachelor's
const STARK = 205841; // Stark State College: a public two-year college in Ohio

let server: TestServer;
type Person = { id: string; client: CookieClient };
type Offered = { credential: string; basis: string };
type Planned = {
  status: 'planned';
  years?: { years: number; basis: string; assumption: boolean };
  totalNetPrice: number;
  gap: number;
  funding: { years: { year: number; directLoan: number; parentPlus: number; unfunded: number }[]; directLoans: number };
  allDebtAtRepayment: number;
  monthlyPaymentAll: number;
};
type TransferCollege = { unitId: number; name: string; state: string; familyPrice: { comparable: number | null } };
type Plan = {
  inputs: { version: number; credentials: Record<string, string>; transfer: { first: number; second: number } | null };
  colleges: { unitId: number; credential: { offered: Offered[]; planned: string | null; chosen: boolean }; plan: Planned }[];
  transfer: {
    route: {
      kept: boolean;
      first: TransferCollege;
      second: TransferCollege;
      plan: Planned | { status: 'no-net-price' };
      fourYear: Planned;
      savings: { netPrice: number; saves: boolean } | null;
    } | null;
    firsts: TransferCollege[];
    seconds: TransferCollege[];
    suggestions: { state: string; colleges: TransferCollege[] } | null;
  };
};
type ErrorBody = { error: { code: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> } };

let counter = 0;
async function person(userType: 'Student' | 'Parent' | 'Educator'): Promise<Person> {
  counter += 1;
  const email = `transfer.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(
    server,
    { name: `${userType} ${counter}`, email },
    { userType, fullName: `${userType} ${counter}` },
  );
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, client };
}

const FIGURES = { contributionPerYear: 4000, savings: 2000, extraGrants: 0, familyIncome: 45000, subsidizedEligibility: 'not-sure' };

let student: Person;
let parent: Person;
let linkId: string;

beforeAll(async () => {
  server = await startTestServer();
  [student, parent] = await Promise.all([person('Student'), person('Parent')]);
  const { invite } = await body<{ invite: { code: string } }>(await student.client.json('/api/family/invites', 'POST', {}), 201);
  linkId = (await body<{ link: { id: string } }>(await parent.client.json('/api/family/redeem', 'POST', { code: invite.code }), 201)).link
    .id;
  const updatedAt = Date.now() - 1000;
  await body(
    await student.client.json('/api/progress', 'PUT', {
      journeyStarted: { value: true, updatedAt },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' }, updatedAt },
    }),
    200,
  );
  for (const id of [OSU, STARK]) await body(await student.client.fetch(`/api/saved/colleges/${id}`, { method: 'PUT' }), 200);
  await body(await student.client.json('/api/money-plan/mine', 'PUT', { ...FIGURES, version: 0 }), 200);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const mine = () => student.client.fetch('/api/money-plan/mine').then((response) => body<Plan>(response, 200));
const save = (change: object, version: number, status = 200) =>
  student.client
    .json('/api/money-plan/mine', 'PUT', { ...FIGURES, version, ...change })
    .then((response) => body<Plan & ErrorBody>(response, status));

describe('the credential per college', () => {
  it('offers what each college reports programs at and plans its main degree by default', async () => {
    const plan = await mine();
    const osu = plan.colleges.find((c) => c.unitId === OSU)!;
    const stark = plan.colleges.find((c) => c.unitId === STARK)!;
    expect(osu.credential).toMatchObject({ planned: 'bachelor', chosen: false });
    expect(osu.credential.offered).toContainEqual({ credential: 'bachelor', basis: 'programs' });
    expect(stark.credential).toMatchObject({ planned: 'associate', chosen: false });
    expect(stark.credential.offered.map((o) => o.credential)).not.toContain('bachelor');
    expect(stark.plan.years).toMatchObject({ years: 2, basis: 'associate' });
    expect(osu.plan.years).toMatchObject({ years: 4 });
  });

  it('keeps a chosen credential with the plan (years follow it) and a linked parent sees it', async () => {
    const before = await mine();
    const stark = before.colleges.find((c) => c.unitId === STARK)!;
    if (!stark.credential.offered.some((o) => o.credential === 'certificate'))
      throw new Error('Stark State reports no certificate program');
    const saved = await save({ credentials: { [String(STARK)]: 'certificate' } }, before.inputs.version);
    expect(saved.inputs.credentials).toEqual({ [String(STARK)]: 'certificate' });
    const planned = saved.colleges.find((c) => c.unitId === STARK)!;
    expect(planned.credential).toMatchObject({ planned: 'certificate', chosen: true });
    expect(planned.plan.years).toEqual({ years: 1, basis: 'certificate', assumption: true });
    // A later save without credentials keeps them; one naming another college adds to them.
    const again = await save({ credentials: { [String(OSU)]: 'bachelor' } }, saved.inputs.version);
    expect(again.inputs.credentials).toEqual({ [String(STARK)]: 'certificate', [String(OSU)]: 'bachelor' });
    const kept = await save({}, again.inputs.version);
    expect(kept.inputs.credentials).toEqual(again.inputs.credentials);
    const seen = await body<Plan>(await parent.client.fetch(`/api/money-plan/children/${linkId}`), 200);
    expect(seen.colleges.find((c) => c.unitId === STARK)!.plan.years).toMatchObject({ years: 1 });
  });

  it('answers 400, by field and code, for a credential the college does not award or an unknown college, and writes nothing', async () => {
    const { inputs } = await mine();
    const notAwarded = await save({ credentials: { [String(STARK)]: 'bachelor' } }, inputs.version, 400);
    expect(notAwarded.error.fieldCodes).toEqual({ [`credentials.${STARK}`]: 'transfer-plan.credential_not_awarded' });
    expect(notAwarded.error.fields?.[`credentials.${STARK}`]).toContain("does not award a bachelor's degree");
    const unknown = await save({ credentials: { '999999998': 'bachelor' } }, inputs.version, 400);
    expect(unknown.error.fieldCodes).toEqual({ 'credentials.999999998': 'transfer-plan.college_unknown' });
    const badCredential = await save({ credentials: { [String(OSU)]: 'master' } }, inputs.version, 400);
    expect(Object.values(badCredential.error.fieldCodes ?? {})).toContain('transfer-plan.credential_invalid');
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, student.id));
    expect(row!.version).toBe(inputs.version);
  });
});

describe('the transfer route', () => {
  it('keeps two years at a community college then two at a four-year college, side by side with four years there', async () => {
    const { inputs } = await mine();
    const plan = await save({ transfer: { first: STARK, second: OSU } }, inputs.version);
    expect(plan.inputs.transfer).toEqual({ first: STARK, second: OSU });
    const route = plan.transfer.route!;
    expect(route).toMatchObject({ kept: true, first: { unitId: STARK, state: 'OH' }, second: { unitId: OSU } });
    // The same figures the domain gives on the family's bracket prices and the plan's terms.
    const { terms } = moneyPlanTerms(new Date());
    const figures = { ...FIGURES, subsidizedEligibility: 'not-sure' as const };
    const expected = transferMoneyPlan(route.first.familyPrice.comparable, route.second.familyPrice.comparable, figures, 48000, terms);
    expect(route.plan).toEqual(JSON.parse(JSON.stringify(expected)));
    const four = collegeMoneyPlan(
      { averageNetPrice: route.second.familyPrice.comparable, predominantDegree: 'bachelor', credential: 'bachelor' },
      figures,
      48000,
      terms,
    );
    expect(route.fourYear).toEqual(JSON.parse(JSON.stringify(four)));
    if (route.plan.status !== 'planned') throw new Error('expected a priced route');
    // Years 3 and 4 borrow within the third-year limit.
    for (const year of route.plan.funding.years.slice(2)) expect(year.directLoan).toBeLessThanOrEqual(7500);
    expect(route.savings?.netPrice).toBe(route.fourYear.totalNetPrice - route.plan.totalNetPrice);
    expect(plan.transfer.firsts.map((c) => c.unitId)).toContain(STARK);
    expect(plan.transfer.seconds.map((c) => c.unitId)).toContain(OSU);
    expect(plan.transfer.suggestions?.state).toBe('OH');
    expect(plan.transfer.suggestions?.colleges.length).toBeGreaterThan(0);
    const seen = await body<Plan>(await parent.client.fetch(`/api/money-plan/children/${linkId}`), 200);
    expect(seen.transfer.route).toEqual(route);
  });

  it('shows a route from a link before it is kept, and checks it the same way', async () => {
    const suggested = (await mine()).transfer.suggestions!.colleges.find((c) => c.unitId !== STARK)!;
    const shown = await body<Plan>(await student.client.fetch(`/api/money-plan/mine?first=${suggested.unitId}&second=${OSU}`), 200);
    expect(shown.transfer.route).toMatchObject({ kept: false, first: { unitId: suggested.unitId } });
    expect(shown.inputs.transfer).toEqual({ first: STARK, second: OSU });
    const half = await body<ErrorBody>(await student.client.fetch(`/api/money-plan/mine?first=${STARK}`), 400);
    expect(half.error.fieldCodes).toEqual({ second: 'transfer-plan.pair_incomplete' });
    const twice = await body<ErrorBody>(await student.client.fetch(`/api/money-plan/mine?first=${STARK}&second=${STARK}`), 400);
    expect(twice.error.fieldCodes).toEqual({ second: 'transfer-plan.same_college' });
  });

  it('answers 400 for a route that does not end where a bachelor’s is awarded, or names one college twice', async () => {
    const { inputs } = await mine();
    const noBachelor = await save({ transfer: { first: STARK, second: STARK } }, inputs.version, 400);
    expect(noBachelor.error.fieldCodes).toEqual({ 'transfer.second': 'transfer-plan.same_college' });
    const backwards = await save({ transfer: { first: OSU, second: STARK } }, inputs.version, 400);
    expect(Object.values(backwards.error.fieldCodes ?? {})[0]).toMatch(/transfer-plan\.(not_two_year|no_bachelor)/);
    const unknown = await save({ transfer: { first: 999999998, second: OSU } }, inputs.version, 400);
    expect(unknown.error.fieldCodes).toEqual({ 'transfer.first': 'transfer-plan.college_unknown' });
  });

  it('removes the route with null', async () => {
    const { inputs } = await mine();
    const cleared = await save({ transfer: null }, inputs.version);
    expect(cleared.inputs.transfer).toBeNull();
    expect(cleared.transfer.route).toBeNull();
  });

  it('keeps the plan’s access rules: 401 signed out, 403 for other account types', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    await body(await anonymous.fetch(`/api/money-plan/mine?first=${STARK}&second=${OSU}`), 401);
    await body(
      await anonymous.json('/api/money-plan/mine', 'PUT', { ...FIGURES, version: 1, transfer: { first: STARK, second: OSU } }),
      401,
    );
    const educator = await person('Educator');
    await body(await educator.client.fetch(`/api/money-plan/mine?first=${STARK}&second=${OSU}`), 403);
    await body(
      await educator.client.json('/api/money-plan/mine', 'PUT', { ...FIGURES, version: 1, credentials: { [String(OSU)]: 'bachelor' } }),
      403,
    );
    await body(await parent.client.json('/api/money-plan/mine', 'PUT', { ...FIGURES, version: 1, transfer: null }), 403);
  });
});
