import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call only and gives every caller the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
