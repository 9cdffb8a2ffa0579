import { describe, expect, it } from 'vitest';
import { budgetFormSchema } from '@domain/finance/budget-form';
import { financialExpectationsFormSchema } from '@domain/finance/financial-expectations-form';
import { repaymentInputSchema } from '@domain/finance/repayment-input';
import { leaderboardProfileSchema } from '@domain/leaderboard/profile';
import { moneyPlanUpdateSchema } from '@domain/money-plan/money-plan';
import type { z } from '@domain/zod';
import { messages as enCore } from '@locales/en';
import { messages as esCore } from '@locales/es';
import { AREAS } from '@locales/areas';
import { errorKey } from '@locales/keys';

/*
 * A shared schema's messages are error codes: the browser words them from its catalogs and the server's 400 names
 * them in `fieldCodes`. Each schema here is fed values that break each of its rules; every message it gives must be
 * a code with a text in English and in Spanish.
 */

type Catalog = Record<string, string>;
const areaCatalogs = await Promise.all(Object.values(AREAS).map(async (loaders) => ({ en: await loaders.en(), es: await loaders.es() })));
const en: Catalog = Object.assign({}, enCore, ...areaCatalogs.map((catalog) => catalog.en));
const es: Catalog = Object.assign({}, esCore, ...areaCatalogs.map((catalog) => catalog.es));

/** Every message the schema gives for the values, in order. */
function messagesOf(schema: z.ZodMiniType, values: readonly unknown[]): string[] {
  return values.flatMap((value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
}

const SCHEMAS: readonly { name: string; schema: z.ZodMiniType; bad: readonly unknown[]; expected: number }[] = [
  {
    name: 'the family money plan',
    schema: moneyPlanUpdateSchema,
    bad: [
      { contributionPerYear: 'x', savings: 1.5, extraGrants: -1, familyIncome: 20_000_000, subsidizedEligibility: 'maybe', version: 'x' },
      { contributionPerYear: 1.5, savings: -1, extraGrants: 20_000_000, familyIncome: 'x', subsidizedEligibility: 'yes', version: 1.5 },
      { contributionPerYear: -1, savings: 20_000_000, extraGrants: 'x', familyIncome: 1.5, subsidizedEligibility: 'no' },
      { contributionPerYear: 20_000_000, savings: 'x', extraGrants: 1.5, familyIncome: -1, subsidizedEligibility: 'no', version: 0 },
    ],
    // 16 amount rules, the subsidized choice, and the version's two.
    expected: 19,
  },
  {
    name: 'the repayment calculator',
    schema: repaymentInputSchema,
    bad: [
      {
        loans: [{ amount: -1, ratePercent: -1, kind: 'federal', disbursed: 'before-2026-07-01' }],
        startingSalary: -1,
        salaryGrowthPercent: -21,
        familySize: 1.5,
        startDate: 'not a date',
      },
      {
        loans: [{ amount: 2_000_000, ratePercent: 31, kind: 'private', disbursed: 'on-or-after-2026-07-01' }],
        startingSalary: 20_000_000,
        salaryGrowthPercent: 21,
        familySize: 0,
        startDate: '2026-07-01',
      },
      { loans: [], startingSalary: 0, salaryGrowthPercent: 0, familySize: 1, startDate: '2026-07-01' },
      {
        loans: Array.from({ length: 21 }, () => ({ amount: 1, ratePercent: 1, kind: 'federal', disbursed: 'before-2026-07-01' })),
        startingSalary: 0,
        salaryGrowthPercent: 0,
        familySize: 1,
        startDate: '2026-07-01',
      },
    ],
    // Each bound of the amount, rate, salary and growth, the family size's two, the start date and the loan count's two.
    expected: 13,
  },
  {
    name: 'the leaderboard nickname',
    schema: leaderboardProfileSchema,
    bad: [
      { optedIn: 'yes' },
      { optedIn: true },
      { optedIn: true, nickname: 'ab' },
      { optedIn: true, nickname: '_under' },
      { optedIn: true, nickname: 'call 55512' },
      { optedIn: true, nickname: 'The_Admin' },
    ],
    // The opt-in choice, then a missing nickname, its length, characters, contact details and blocked words.
    expected: 6,
  },
  {
    name: 'the financial expectations form',
    schema: financialExpectationsFormSchema,
    bad: [
      { level: 'x', monthlyIncome: '', plannedDebt: '', earningsHorizon: 'x' },
      { level: 'Modest', monthlyIncome: '-1', plannedDebt: '-1', earningsHorizon: 'early-career' },
      { level: 'Modest', monthlyIncome: 'abc', plannedDebt: 'abc', earningsHorizon: 'early-career' },
      { level: 'Modest', monthlyIncome: '0', plannedDebt: '2000000', earningsHorizon: 'early-career' },
      { level: 'Modest', monthlyIncome: '200000', plannedDebt: '0', earningsHorizon: 'early-career' },
    ],
    // The level and the horizon, then missing, negative, not a number and too much for both amounts, and the income's least.
    expected: 11,
  },
  {
    name: 'the premium budget form',
    schema: budgetFormSchema,
    bad: [
      {
        region: 'Mars',
        level: 'Lavish',
        lines: {
          housing: '',
          transportation: '-1',
          food: 'lots',
          healthcare: '60000',
          entertainment: '0',
          apparel: '0',
          personalCare: '0',
          educationOther: '0',
        },
      },
    ],
    // The region, the level, and a line missing, negative, not a number and too much.
    expected: 6,
  },
];

describe('the shared schemas', () => {
  it.each(SCHEMAS)('$name give only codes with English and Spanish texts', ({ schema, bad, expected }) => {
    const messages = messagesOf(schema, bad);
    // At least the rules listed: a schema that gains a field may give more (each still checked below).
    expect(new Set(messages).size).toBeGreaterThanOrEqual(expected);
    const unworded = messages.filter((code) => !en[errorKey(code)] || !es[errorKey(code)]);
    expect(unworded).toEqual([]);
  });
});
