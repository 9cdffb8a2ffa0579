import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs at once and starts waiting ones in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 5, maxWaitMs: 1_000 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(1);
    gates[0]!.resolve();
    await jobs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it('refuses with 503 when the waiting line is full, and frees the slot when a job throws', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    const gate = deferred();
    const first = queue.run(() => gate.promise.then(() => 'first'));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({ status: 503, code: 'busy' });
    gate.resolve();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await queue.run(async () => 'after a failure')).toBe('after a failure');
  });

  it('refuses a job that waited longer than maxWaitMs', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 20 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(async () => 'late')).rejects.toMatchObject({ status: 503 });
    expect(queue.waiting).toBe(0);
    gate.resolve();
    await first;
  });
});
