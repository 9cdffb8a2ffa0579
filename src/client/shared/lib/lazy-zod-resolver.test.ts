import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { financialExpectationsFormSchema, type FinancialExpectationsFormInput } from '@domain/finance/financial-expectations-form';
import { lazyZodResolver } from './lazy-zod-resolver';

type Input = FinancialExpectationsFormInput;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Input>;
const valid: Input = { level: 'Modest', monthlyIncome: '$4,200', plannedDebt: '20000', earningsHorizon: 'early-career' };

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation, once, and answers as zodResolver does', async () => {
    const load = vi.fn(() => Promise.resolve(financialExpectationsFormSchema));
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const ok = await resolver(valid, undefined, options);
    expect(ok).toEqual({
      values: { level: 'Modest', monthlyIncome: 4200, plannedDebt: 20000, earningsHorizon: 'early-career' },
      errors: {},
    });

    const bad = await resolver({ ...valid, monthlyIncome: '-5' }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors.monthlyIncome?.message).toBe('budget.incomeNegative');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (offline), instead of failing every later validation', async () => {
    const load = vi
      .fn<() => Promise<typeof financialExpectationsFormSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(financialExpectationsFormSchema);
    const resolver = lazyZodResolver(load);
    await expect(resolver(valid, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver(valid, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
