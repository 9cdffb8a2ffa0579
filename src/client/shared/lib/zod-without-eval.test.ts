import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod without eval', () => {
  it('parses objects without ever calling Function, as the CSP requires', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const constructed = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().min(1), age: z.number().int(), tags: z.array(z.string()) });
    expect(schema.parse({ name: 'Ana', age: 17, tags: ['a'] })).toEqual({ name: 'Ana', age: 17, tags: ['a'] });
    expect(schema.safeParse({ name: '', age: 1.5, tags: [] }).success).toBe(false);
    expect(constructed).not.toHaveBeenCalled();
  });

  it('sets the option on the config zod reads', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
