import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { FEDERAL_LOAN_LIMITS } from '@data/federal-loans';
import { collegeMoneyPlan } from '@domain/money-plan/money-plan';
import { federalRepayment } from '@domain/money-plan/true-cost';
import { colleges, familyMoneyPlans, studentAccessLog, users } from '@server/db/schema';
import { moneyPlanTerms } from '@server/features/money-plan/money-plan.terms';
import { CookieClient, signInWithProfile, startTestServer, type TestServer } from '@tests/support/test-server';
import { body } from '@tests/support/http-body';

/*
 * The family money plan: the student and every linked parent read and edit the same
 * inputs; anyone else is refused; a save from an older version is refused with 409; a parent's
 * read and edit are logged; export includes the plan and deleting the student removes it.
 */

let server: TestServer;

type Person = { id: string; email: string; name: string; client: CookieClient };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Plan = {
  student: { name: string };
  inputs: {
    contributionPerYear: number;
    savings: number;
    extraGrants: number;
    familyIncome: number | null;
    subsidizedEligibility: string;
    version: number;
    updatedByName: string | null;
  };
  careerPay: { annual: number; horizonLabel: string } | null;
  terms: { directAnnualByYear: number[]; plusAnnual: number; plusAggregate: number; ratesCoverToday: boolean };
  sources: Record<string, { name: string; url: string }[]>;
  colleges: {
    unitId: number;
    source: { name: string };
    familyPrice: { income: number | null; bracket: string | null; comparable: number | null };
    plan:
      | { status: 'no-net-price' }
      | {
          status: 'planned';
          years: { years: number; basis: string };
          netPricePerYear: number;
          gap: number;
          funding: { directLoans: number; parentPlus: number; unfunded: number };
          student: {
            debt: number;
            debtAtRepayment: number;
            grade: { grade: string };
            rapMonthlyPayment: number | null;
            standard: { rule: string; months: number; monthlyPayment: number } | null;
          };
          parent: {
            debt: number;
            debtAtRepayment: number;
            shareOfIncome: number | null;
            standard: { rule: string; monthlyPayment: number } | null;
          };
          private: { debt: number; debtAtRepayment: number };
          beyondFederal: { code: string; amount: number; parentPlus: number; private: number } | null;
          allDebtAtRepayment: number;
          monthlyPaymentAll: number;
          familyGrade: { headline: { grade: string }; headlineFrom: string; parentPaymentShare: number | null };
          warnings: string[];
        };
  }[];
};

let counter = 0;
async function person(userType: 'Student' | 'Parent' | 'Educator', name = `${userType} ${counter + 1}`): Promise<Person> {
  counter += 1;
  const email = `money.${counter}.${Date.now()}@example.org`;
  const { client } = await signInWithProfile(server, { name, email }, { userType, fullName: name });
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, name, client };
}

async function link(student: Person, parent: Person): Promise<string> {
  const { invite } = await body<{ invite: { code: string } }>(await student.client.json('/api/family/invites', 'POST', {}), 201);
  return (await body<{ link: { id: string } }>(await parent.client.json('/api/family/redeem', 'POST', { code: invite.code }), 201)).link.id;
}

const INPUTS = { contributionPerYear: 5000, savings: 8000, extraGrants: 1000, familyIncome: 90000, subsidizedEligibility: 'not-sure' };

let student: Person;
let parent: Person;
let secondParent: Person;
let linkId: string;
let secondLinkId: string;
let unitId: number;

beforeAll(async () => {
  server = await startTestServer();
  [student, parent, secondParent] = await Promise.all([
    person('Student', 'Jo Planner'),
    person('Parent', 'Pat Planner'),
    person('Parent', 'Alex Planner'),
  ]);
  linkId = await link(student, parent);
  secondLinkId = await link(student, secondParent);
  const [college] = await server.db
    .select({ unitId: colleges.unitId })
    .from(colleges)
    .where(and(isNotNull(colleges.averageNetPrice), eq(colleges.predominantDegree, 'bachelor')))
    .limit(1);
  unitId = college!.unitId;
  const updatedAt = Date.now() - 1000;
  await body(
    await student.client.json('/api/progress', 'PUT', {
      journeyStarted: { value: true, updatedAt },
      financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 30000, level: 'Comfortable' }, updatedAt },
    }),
    200,
  );
  await body(await student.client.fetch(`/api/saved/colleges/${unitId}`, { method: 'PUT' }), 200);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the family money plan', () => {
  it('starts empty (version 0) and computes a plan for each saved college with its sources', async () => {
    const plan = await body<Plan>(await student.client.fetch('/api/money-plan/mine'), 200);
    expect(plan.inputs).toMatchObject({
      contributionPerYear: 0,
      savings: 0,
      extraGrants: 0,
      familyIncome: null,
      subsidizedEligibility: 'not-sure',
      version: 0,
    });
    expect(plan.careerPay).toMatchObject({ annual: 48000, horizonLabel: 'first year after graduation' });
    expect(plan.terms).toMatchObject({ directAnnualByYear: [5500, 6500, 7500], plusAnnual: 20000, plusAggregate: 65000 });
    for (const key of ['directLimits', 'plusCaps', 'rates', 'fees', 'tieredStandard', 'rap', 'privateRate'])
      expect(plan.sources[key]!.length).toBeGreaterThan(0);
    expect(plan.colleges.map((c) => c.unitId)).toEqual([unitId]);
    const college = plan.colleges[0]!;
    expect(college.source.name).toBeTruthy();
    if (college.plan.status !== 'planned') throw new Error('expected a plan');
    expect(college.plan.years.years).toBe(4);
    expect(college.plan.gap).toBe(Math.max(0, college.plan.netPricePerYear) * 4);
    // Without a family income the price is the all-income average.
    expect(college.familyPrice).toMatchObject({ income: null, bracket: null });
    expect(college.plan.netPricePerYear).toBe(Math.max(0, college.familyPrice.comparable ?? 0));
  });

  it('lets the student save, then a linked parent read the same figures and save on top', async () => {
    const saved = await body<Plan>(await student.client.json('/api/money-plan/mine', 'PUT', { ...INPUTS, version: 0 }), 200);
    expect(saved.inputs).toMatchObject({ ...INPUTS, version: 1, updatedByName: 'Jo Planner' });
    const college = saved.colleges[0]!.plan;
    if (college.status !== 'planned') throw new Error('expected a plan');
    expect(college.gap).toBe(Math.max(0, college.netPricePerYear * 4 - 5000 * 4 - 8000 - 1000));
    // With the income, the gap uses the family's bracket price, never the average in its place.
    const [row] = await server.db
      .select({ prices: colleges.netPriceByIncome, average: colleges.averageNetPrice })
      .from(colleges)
      .where(eq(colleges.unitId, unitId));
    expect(saved.colleges[0]!.familyPrice).toMatchObject({ income: 90000, bracket: '75001-110000' });
    expect(saved.colleges[0]!.familyPrice.comparable).toBe(row!.prices[3] === null ? null : Math.max(0, row!.prices[3]!));

    const seen = await body<Plan>(await parent.client.fetch(`/api/money-plan/children/${linkId}`), 200);
    expect(seen.student.name).toBe('Jo Planner');
    expect(seen.inputs).toEqual(saved.inputs);
    expect(seen.colleges).toEqual(saved.colleges);

    const edited = await body<Plan>(
      await parent.client.json(`/api/money-plan/children/${linkId}`, 'PUT', { ...INPUTS, contributionPerYear: 6000, version: 1 }),
      200,
    );
    expect(edited.inputs).toMatchObject({ contributionPerYear: 6000, version: 2, updatedByName: 'Pat Planner' });
    const mine = await body<Plan>(await student.client.fetch('/api/money-plan/mine'), 200);
    expect(mine.inputs).toEqual(edited.inputs);
    expect(mine.colleges).toEqual(edited.colleges);
  });

  it('refuses a save from a stale version with 409 and a clear message, leaving the newer figures', async () => {
    const stale = await body<ErrorBody>(
      await secondParent.client.json(`/api/money-plan/children/${secondLinkId}`, 'PUT', { ...INPUTS, savings: 1, version: 1 }),
      409,
    );
    expect(stale.error.message).toMatch(/saved the money plan after you opened it.*Reload/);
    const studentStale = await body<ErrorBody>(await student.client.json('/api/money-plan/mine', 'PUT', { ...INPUTS, version: 0 }), 409);
    expect(studentStale.error.code).toBe('money-plan.stale');
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, student.id));
    expect(row).toMatchObject({ contributionPerYear: 6000, savings: 8000, version: 2 });
  });

  it.each([
    ['contributionPerYear', { contributionPerYear: -1 }, 'Enter the yearly contribution of $0 or more'],
    ['savings', { savings: 12.5 }, 'Enter savings in whole dollars'],
    ['extraGrants', { extraGrants: 10_000_001 }, 'Enter extra grants and scholarships up to $10,000,000'],
    ['familyIncome', { familyIncome: 'lots' }, 'Enter the family income as a number of dollars'],
    ['version', { version: undefined }, 'Send the plan version you edited'],
    ['subsidizedEligibility', { subsidizedEligibility: 'maybe' }, 'Choose yes, no or not sure for subsidized loans.'],
  ])('answers 400 with a field message for a bad %s', async (field, change, message) => {
    const payload = { ...INPUTS, version: 2, ...change };
    for (const [client, path] of [
      [student.client, '/api/money-plan/mine'],
      [parent.client, `/api/money-plan/children/${linkId}`],
    ] as const) {
      const error = await body<ErrorBody>(await client.json(path, 'PUT', payload), 400);
      expect(error.error.fields?.[field]).toBe(message);
    }
  });

  it('refuses unknown fields', async () => {
    await body(await student.client.json('/api/money-plan/mine', 'PUT', { ...INPUTS, version: 2, studentId: parent.id }), 400);
  });

  it('logs each parent read and edit in the student’s access log', async () => {
    const rows = await server.db.select().from(studentAccessLog).where(eq(studentAccessLog.studentId, student.id));
    const whats = rows.filter((row) => row.viewerId === parent.id).map((row) => row.what);
    expect(whats).toEqual(expect.arrayContaining(['family.money-plan', 'family.money-plan.edit']));
    const log = await body<{ items: { what: string; whatLabel: string }[] }>(await student.client.fetch('/api/access-log'), 200);
    expect(log.items.find((item) => item.what === 'family.money-plan.edit')?.whatLabel).toMatch(/Changed the family money plan/);
  });
});

describe('who may call it', () => {
  let others: Record<'otherStudent' | 'unlinkedParent' | 'educator' | 'admin', CookieClient>;
  beforeAll(async () => {
    const [otherStudent, unlinkedParent, educator] = await Promise.all([person('Student'), person('Parent'), person('Educator')]);
    const { client: admin } = await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Educator' });
    others = { otherStudent: otherStudent.client, unlinkedParent: unlinkedParent.client, educator: educator.client, admin };
  }, 60_000);

  it('answers 401 when signed out', async () => {
    const anonymous = new CookieClient(server.baseUrl);
    await body(await anonymous.fetch('/api/money-plan/mine'), 401);
    await body(await anonymous.fetch(`/api/money-plan/children/${linkId}`), 401);
    await body(await anonymous.json(`/api/money-plan/children/${linkId}`, 'PUT', { ...INPUTS, version: 2 }), 401);
  });

  it("never shows or changes the student's plan to anyone but the student and linked parents", async () => {
    const expected = { otherStudent: 403, unlinkedParent: 404, educator: 403, admin: 403 } as const;
    for (const [actor, client] of Object.entries(others) as [keyof typeof expected, CookieClient][]) {
      await body(await client.fetch(`/api/money-plan/children/${linkId}`), expected[actor]);
      await body(await client.json(`/api/money-plan/children/${linkId}`, 'PUT', { ...INPUTS, savings: 1, version: 2 }), expected[actor]);
    }
    // /mine is a student's own plan: a parent, educator or admin has none; another student gets only their own.
    await body(await others.unlinkedParent.fetch('/api/money-plan/mine'), 403);
    await body(await others.educator.fetch('/api/money-plan/mine'), 403);
    await body(await others.admin.fetch('/api/money-plan/mine'), 403);
    const own = await body<Plan>(await others.otherStudent.fetch('/api/money-plan/mine'), 200);
    expect(own.inputs.version).toBe(0);
    expect(own.colleges).toEqual([]);
    // The student is not a parent of their own link.
    await body(await student.client.fetch(`/api/money-plan/children/${linkId}`), 403);
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, student.id));
    expect(row).toMatchObject({ savings: 8000, version: 2 });
  });

  it('ends a parent’s access on the next request after unlinking', async () => {
    await body(await student.client.fetch(`/api/family/links/${secondLinkId}`, { method: 'DELETE' }), 204);
    await body(await secondParent.client.fetch(`/api/money-plan/children/${secondLinkId}`), 404);
  });
});

describe('export and deletion', () => {
  it('exports the plan for the student and removes it with the student’s account', async () => {
    const exported = await body<{ moneyPlan: { contributionPerYear: number; updatedBy: string | null } | null }>(
      await student.client.fetch('/api/account/export'),
      200,
    );
    expect(exported.moneyPlan).toMatchObject({ contributionPerYear: 6000, updatedBy: 'Pat Planner' });
    const parentExport = await body<{ moneyPlan: unknown }>(await parent.client.fetch('/api/account/export'), 200);
    expect(parentExport.moneyPlan).toBeNull();

    // Deleting the parent who last saved keeps the plan, without their name.
    await body(await parent.client.fetch('/api/account', { method: 'DELETE' }), 204);
    const [kept] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, student.id));
    expect(kept).toMatchObject({ updatedBy: null, contributionPerYear: 6000 });

    await body(await student.client.fetch('/api/account', { method: 'DELETE' }), 204);
    expect(await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, student.id))).toEqual([]);
  });
});

describe('under pressure: concurrent saves, garbage, leaks, least privilege (outside review)', () => {
  let kid: Person;
  let mum: Person;
  let dad: Person;
  let mumLink: string;
  let dadLink: string;
  const put = (who: Person, path: string, version: number, change: Record<string, unknown> = {}) =>
    who.client.json(path, 'PUT', { ...INPUTS, ...change, version });

  beforeAll(async () => {
    [kid, mum, dad] = await Promise.all([person('Student', 'Kit Racer'), person('Parent', 'Mo Racer'), person('Parent', 'Da Racer')]);
    mumLink = await link(kid, mum);
    dadLink = await link(kid, dad);
  }, 60_000);

  it('lets exactly one of three simultaneous first saves win; the others get 409', async () => {
    const responses = await Promise.all([
      put(kid, '/api/money-plan/mine', 0, { savings: 1 }),
      put(mum, `/api/money-plan/children/${mumLink}`, 0, { savings: 2 }),
      put(dad, `/api/money-plan/children/${dadLink}`, 0, { savings: 3 }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, kid.id));
    expect(row!.version).toBe(1);
    const winner = await responses.find((r) => r.status === 200)!.json();
    expect((winner as Plan).inputs.savings).toBe(row!.savings);
  });

  it('lets exactly one of three simultaneous saves from the same version win, and the version moves by one', async () => {
    const responses = await Promise.all([
      put(kid, '/api/money-plan/mine', 1, { savings: 10 }),
      put(mum, `/api/money-plan/children/${mumLink}`, 1, { savings: 20 }),
      put(dad, `/api/money-plan/children/${dadLink}`, 1, { savings: 30 }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, kid.id));
    expect(row!.version).toBe(2);
    expect([10, 20, 30]).toContain(row!.savings);
  });

  it('answers every kind of garbage with 400 (a field message for each bad field), never 500', async () => {
    const bad: [string, unknown][] = [
      ['contributionPerYear', 1e308],
      ['contributionPerYear', Number.MAX_SAFE_INTEGER + 2],
      ['contributionPerYear', 'NaN'],
      ['contributionPerYear', '5000'],
      ['contributionPerYear', null],
      ['savings', 'x'.repeat(100_000)],
      ['savings', { $gt: 0 }],
      ['extraGrants', [1, 2]],
      ['familyIncome', -0.5],
      ['familyIncome', 1e21],
      ['version', -1],
      ['version', 1.5],
      ['version', '2'],
      ['version', 1e12],
    ];
    for (const [field, value] of bad) {
      for (const [who, path] of [
        [kid, '/api/money-plan/mine'],
        [mum, `/api/money-plan/children/${mumLink}`],
      ] as const) {
        const response = await who.client.json(path, 'PUT', { ...INPUTS, version: 2, [field]: value });
        const text = await response.text();
        expect(response.status, `${field}=${JSON.stringify(value).slice(0, 40)} → ${text.slice(0, 200)}`).toBe(400);
        expect((JSON.parse(text) as ErrorBody).error.fields?.[field], `${field}=${String(value).slice(0, 40)}`).toBeTruthy();
        expect(text).not.toMatch(/stack|postgres|sql|numeric/i);
      }
    }
    for (const payload of [null, [], 'plan', 42]) {
      expect((await kid.client.json('/api/money-plan/mine', 'PUT', payload)).status).toBe(400);
    }
    const broken = await kid.client.fetch('/api/money-plan/mine', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"savings":',
    });
    expect(broken.status).toBe(400);
    for (const id of ['1', 'a'.repeat(4_000), "x' or '1'='1"]) {
      expect((await mum.client.fetch(`/api/money-plan/children/${encodeURIComponent(id)}`)).status).toBe(400);
    }
    // Nothing above was saved.
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, kid.id));
    expect(row!.version).toBe(2);
  });

  it('refuses a cross-site save (Origin check, as the rest of the API)', async () => {
    const response = await kid.client.fetch('/api/money-plan/mine', {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ ...INPUTS, version: 2 }),
    });
    expect(response.status).toBe(403);
  });

  it("never puts anyone's e-mail in a money plan response", async () => {
    const texts = [
      await (await kid.client.fetch('/api/money-plan/mine')).text(),
      await (await mum.client.fetch(`/api/money-plan/children/${mumLink}`)).text(),
      await (await put(dad, `/api/money-plan/children/${dadLink}`, 2)).text(),
      await (await put(mum, `/api/money-plan/children/${mumLink}`, 2)).text(),
    ];
    for (const text of texts) for (const who of [kid, mum, dad]) expect(text).not.toContain(who.email);
  });

  it('gives an admin no way in to a child they are not linked to: refused, never a 2xx', async () => {
    const { client: admin } = await signInWithProfile(server, { account: DEMO_ADMIN_EMAIL }, { userType: 'Parent' });
    const statuses = [
      (await admin.fetch(`/api/money-plan/children/${mumLink}`)).status,
      (await admin.json(`/api/money-plan/children/${mumLink}`, 'PUT', { ...INPUTS, version: 3 })).status,
      (await admin.fetch(`/api/family/children/${mumLink}`)).status,
    ];
    for (const status of statuses) expect([403, 404]).toContain(status);
    const [row] = await server.db.select().from(familyMoneyPlans).where(eq(familyMoneyPlans.studentId, kid.id));
    expect(row!.version).toBe(3);
  });
});

describe('the terms come from the sourced entries in src/data/federal-loans.ts', () => {
  it('uses the dependent limits and the July 2026 Parent PLUS caps exactly as sourced, and their sources confirm the figures', () => {
    const { terms, shown, sources } = moneyPlanTerms(new Date('2026-11-27T12:00:00Z'));
    const { dependentUndergraduate, from2026 } = FEDERAL_LOAN_LIMITS;
    expect(terms.directLimits).toBe(dependentUndergraduate);
    expect(dependentUndergraduate).toMatchObject({ annualByYear: [5_500, 6_500, 7_500], aggregate: 31_000 });
    expect(terms.plusCaps).toEqual({ annual: from2026.parentPlusAnnualPerStudent, aggregate: from2026.parentPlusAggregatePerStudent });
    expect(terms.plusCaps).toEqual({ annual: 20_000, aggregate: 65_000 });
    expect(
      dependentUndergraduate.sources.some((c) => /\$5,500 \/ \$6,500 \/ \$7,500/.test(c.confirms) && c.confirms.includes('$31,000')),
    ).toBe(true);
    expect(from2026.sources.some((c) => /Parent PLUS \$20,000.*\$65,000/.test(c.confirms))).toBe(true);
    // On November 27, 2026 our data has neither the 2026-27 rates nor the fees from October 1, 2026: both are stand-ins,
    // and their source lines say which figure stands in.
    expect(shown).toMatchObject({ ratesCoverToday: false, feesCoverToday: false, rateAwardYear: '2025-26' });
    expect(sources.rates.every((s) => s.estimate && String(s.year).startsWith('2025-26 rates'))).toBe(true);
    expect(sources.fees.every((s) => s.estimate && String(s.year).includes('to September 30, 2026'))).toBe(true);
    expect(sources.directLimits.every((s) => !s.estimate)).toBe(true);
  });

  it("gives the ADR's hand-worked case with the sourced terms", () => {
    const { terms } = moneyPlanTerms(new Date('2026-11-27T12:00:00Z'));
    const plan = collegeMoneyPlan(
      { averageNetPrice: 15_000, predominantDegree: 'bachelor' },
      { contributionPerYear: 2_000, savings: 3_000, extraGrants: 1_001, familyIncome: 80_000, subsidizedEligibility: 'not-sure' },
      48_000,
      terms,
    );
    if (plan.status !== 'planned') throw new Error('expected a plan');
    expect(plan.gap).toBe(47_999);
    expect(plan.funding).toMatchObject({ directLoans: 27_000, parentPlus: 20_999, unfunded: 0 });
    expect(plan.student).toMatchObject({ fees: 285.39, debtAtRepayment: 31_161.48, standard: { months: 180, monthlyPayment: 269.57 } });
    expect(plan.parent).toMatchObject({ fees: 887.84, debtAtRepayment: 26_083.39, standard: { months: 180, monthlyPayment: 263.62 } });
    expect(plan.familyGrade.headline.grade).toBe('B');
  });
});

describe('debt at its true cost in the plan', () => {
  let own: Person;
  beforeAll(async () => {
    own = await person('Student', 'Sam Costs');
    const updatedAt = Date.now() - 1000;
    await body(
      await own.client.json('/api/progress', 'PUT', {
        journeyStarted: { value: true, updatedAt },
        financialExpectations: { value: { monthlyIncome: 4000, plannedDebt: 45000, level: 'Comfortable' }, updatedAt },
      }),
      200,
    );
    await body(await own.client.fetch(`/api/saved/colleges/${unitId}`, { method: 'PUT' }), 200);
  }, 60_000);

  it('prices the debt at repayment, names what goes beyond the federal limits and grades the family', async () => {
    const current = await body<Plan>(await own.client.fetch('/api/money-plan/mine'), 200);
    const zero = { contributionPerYear: 0, savings: 0, extraGrants: 0, familyIncome: 60000 };
    const notSure = await body<Plan>(
      await own.client.json('/api/money-plan/mine', 'PUT', { ...zero, subsidizedEligibility: 'not-sure', version: current.inputs.version }),
      200,
    );
    const plan = notSure.colleges[0]!.plan;
    if (plan.status !== 'planned') throw new Error('expected a plan');
    const rate = notSure.terms as unknown as { undergraduateRatePercent: number; plusRatePercent: number };
    expect(plan.gap).toBeGreaterThan(0);
    expect(plan.student.debtAtRepayment).toBeGreaterThan(plan.student.debt);
    expect(plan.student.standard).toEqual(federalRepayment(plan.student.debtAtRepayment, rate.undergraduateRatePercent));
    if (plan.parent.debt > 0) {
      expect(plan.parent.debtAtRepayment).toBeGreaterThan(plan.parent.debt);
      expect(plan.parent.standard).toEqual(federalRepayment(plan.parent.debtAtRepayment, rate.plusRatePercent));
    }
    const sum = Math.round((plan.student.debtAtRepayment + plan.parent.debtAtRepayment + plan.private.debtAtRepayment) * 100) / 100;
    expect(plan.allDebtAtRepayment).toBeCloseTo(sum, 2);
    const beyond = plan.funding.parentPlus + plan.funding.unfunded;
    expect(plan.beyondFederal === null).toBe(beyond === 0);
    if (plan.beyondFederal) expect(plan.beyondFederal).toMatchObject({ code: 'beyond-federal', amount: beyond });
    expect(['all-debt', 'parents']).toContain(plan.familyGrade.headlineFrom);

    const yes = await body<Plan>(
      await own.client.json('/api/money-plan/mine', 'PUT', { ...zero, subsidizedEligibility: 'yes', version: notSure.inputs.version }),
      200,
    );
    expect(yes.inputs.subsidizedEligibility).toBe('yes');
    const yesPlan = yes.colleges[0]!.plan;
    if (yesPlan.status !== 'planned') throw new Error('expected a plan');
    expect(yesPlan.student.debt).toBe(plan.student.debt);
    expect(yesPlan.student.debtAtRepayment).toBeLessThan(plan.student.debtAtRepayment);
  });
});
