import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { moneyPlanUpdateSchema } from '@domain/money-plan/money-plan';
import { messages as enCore } from '@locales/en';
import { messages as esCore } from '@locales/es';
import { AREAS } from '@locales/areas';
import { errorKey } from '@locales/keys';

/*
 * A shared schema's messages are error codes: the browser words them from its catalogs and the server's 400 names
 * them in `fieldCodes`. Each schema here is fed values that break every rule it has; every message it gives must be
 * a code with a text in English and in Spanish (zod's own English for a rule without a message is allowed only
 * where listed).
 */

type Catalog = Record<string, string>;
const areaCatalogs = await Promise.all(Object.values(AREAS).map(async (loaders) => ({ en: await loaders.en(), es: await loaders.es() })));
const en: Catalog = Object.assign({}, enCore, ...areaCatalogs.map((catalog) => catalog.en));
const es: Catalog = Object.assign({}, esCore, ...areaCatalogs.map((catalog) => catalog.es));

/** Every message the schema gives for the values, in order. */
function messagesOf(schema: z.ZodType, values: readonly unknown[]): string[] {
  return values.flatMap((value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
}

const SCHEMAS: readonly { name: string; schema: z.ZodType; bad: readonly unknown[]; expected: number }[] = [
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
];

describe('the shared schemas', () => {
  it.each(SCHEMAS)('$name give only codes with English and Spanish texts', ({ schema, bad, expected }) => {
    const messages = messagesOf(schema, bad);
    expect(new Set(messages).size).toBe(expected);
    const unworded = messages.filter((code) => !en[errorKey(code)] || !es[errorKey(code)]);
    expect(unworded).toEqual([]);
  });
});
