import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { z } from '@domain/zod';
import { preprocess } from './zod-preprocess';

const blank = (value: unknown) => (value === '' ? undefined : value);
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: unknown[] } }) =>
  result.success ? { data: result.data } : { issues: result.error?.issues };

describe('preprocess (zod/mini)', () => {
  const mini = z.object({
    page: preprocess(blank, z._default(z.coerce.number().check(z.int('Whole'), z.minimum(1, 'At least 1')), 1)),
    q: preprocess(blank, z.optional(z.string().check(z.trim()))),
  });
  const reference = classic.object({
    page: classic.preprocess(blank, classic.coerce.number().int('Whole').min(1, 'At least 1').default(1)),
    q: classic.preprocess(blank, classic.string().trim().optional()),
  });

  it.each([{}, { page: '' }, { page: '2' }, { page: '1.5' }, { page: '0' }, { q: '' }, { q: ' a ' }, { q: 5 }, { page: 'x', q: [] }])(
    'parses %j as classic z.preprocess does',
    (input) => {
      const got = mini.safeParse(input);
      expect(outcome(got)).toEqual(outcome(reference.safeParse(input)));
      expect(got.success && Object.keys(got.data)).toEqual(reference.safeParse(input).success && Object.keys(reference.parse(input)));
    },
  );

  it('keeps a key optional in the input type when its schema is', () => {
    const input: z.input<typeof mini> = {};
    expect(mini.parse(input)).toEqual({ page: 1 });
  });
});
