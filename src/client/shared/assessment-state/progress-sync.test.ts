import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeStates, type SyncedState } from '@domain/progress/local-state';
import { readTimestampedState, removeLocal, UPDATED_AT_KEY, writeLocal } from './local-store';
import { startProgressSync, type ProgressTransport } from './progress-sync';

/** Stands in for PUT/GET /api/progress: per key, the newer time wins; a tie keeps the stored copy. */
class FakeServer implements ProgressTransport {
  state: SyncedState = {};
  puts: SyncedState[] = [];
  gets = 0;
  failing = false;

  async get() {
    this.gets += 1;
    if (this.failing) throw new Error('offline');
    return structuredClone(this.state);
  }

  async put(body: SyncedState) {
    if (this.failing) throw new Error('offline');
    this.puts.push(structuredClone(body));
    this.state = mergeStates(body, this.state) as SyncedState;
    return structuredClone(this.state);
  }
}

let server: FakeServer;
let stop: (() => void) | undefined;

function start() {
  stop = startProgressSync({ transport: server, debounceMs: 500, retryMs: 5_000 });
}

beforeEach(() => {
  localStorage.clear();
  server = new FakeServer();
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('the first sync after sign-in', () => {
  it('merges both copies: newer per key wins, keys on one side only are kept', async () => {
    writeLocal('journeyStarted', true); // 1_000_000, newer than the server's
    writeLocal('collegeQuizResults', [{ name: 'State U' }]); // local only
    localStorage.setItem('quizResult', '{"topMajors":["Old local"]}'); // no recorded time
    server.state = {
      journeyStarted: { value: false, updatedAt: 500 },
      quizResult: { value: { topMajors: ['Server'] }, updatedAt: 900 },
      premiumCareerQuizCompleted: { value: true, updatedAt: 800 }, // server only
    };

    start();
    await vi.advanceTimersByTimeAsync(0);

    const expected = {
      journeyStarted: { value: true, updatedAt: 1_000_000 },
      collegeQuizResults: { value: [{ name: 'State U' }], updatedAt: 1_000_000 },
      quizResult: { value: { topMajors: ['Server'] }, updatedAt: 900 },
      premiumCareerQuizCompleted: { value: true, updatedAt: 800 },
    };
    expect(readTimestampedState()).toEqual(expected);
    expect(server.state).toEqual(expected);
    // Only what the server did not have yet goes up, with its own times.
    expect(server.puts).toEqual([{ journeyStarted: expected.journeyStarted, collegeQuizResults: expected.collegeQuizResults }]);
    expect(localStorage.getItem('quizResult')).toBe('{"topMajors":["Server"]}');
  });

  it('sends nothing when the server copy is already the newest', async () => {
    server.state = { journeyStarted: { value: true, updatedAt: 5 } };
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.puts).toEqual([]);
    expect(readTimestampedState()).toEqual({ journeyStarted: { value: true, updatedAt: 5 } });
  });

  it('leaves device-only keys alone', async () => {
    writeLocal('betaNotificationDismissed', true);
    writeLocal('userFeedback', [{ rating: 5 }]);
    start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.puts).toEqual([]);
    expect(server.state).toEqual({});
  });
});

describe('after the first sync', () => {
  it('pushes local changes of synced keys, debounced and in one batch', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    writeLocal('journeyStarted', true);
    await vi.advanceTimersByTimeAsync(300);
    writeLocal('quizResult', { topMajors: ['Nursing'] });
    writeLocal('feedbackPopupShown', true);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.puts).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.puts).toEqual([
      {
        journeyStarted: { value: true, updatedAt: 1_000_000 },
        quizResult: { value: { topMajors: ['Nursing'] }, updatedAt: 1_000_300 },
      },
    ]);
  });

  it('takes in newer values the server returns (another device wrote meanwhile)', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    server.state = { premiumFeedbackCompleted: { value: true, updatedAt: 999_000 } };
    writeLocal('journeyStarted', true);
    await vi.advanceTimersByTimeAsync(600);
    expect(readTimestampedState()).toEqual({
      journeyStarted: { value: true, updatedAt: 1_000_000 },
      premiumFeedbackCompleted: { value: true, updatedAt: 999_000 },
    });
  });

  it('keeps data local when the server cannot be reached, and sends it on a later try', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    server.failing = true;
    writeLocal('journeyStarted', true);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.puts).toEqual([]);
    expect(readTimestampedState().journeyStarted?.value).toBe(true);

    // The next change retries, with the earlier one in the same batch.
    server.failing = false;
    writeLocal('quizResult', { topMajors: ['Law'] });
    await vi.advanceTimersByTimeAsync(600);
    expect(server.puts).toHaveLength(1);
    expect(Object.keys(server.puts[0]!).sort()).toEqual(['journeyStarted', 'quizResult']);
  });

  it('retries on its own, waiting longer after each failure', async () => {
    server.failing = true;
    writeLocal('journeyStarted', true);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.gets).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.gets).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.gets).toBe(2);
    server.failing = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.gets).toBe(3);
    expect(server.state.journeyStarted?.value).toBe(true);
  });

  it('stops on sign-out without removing anything local', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    writeLocal('journeyStarted', true);
    stop?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.puts).toEqual([]);
    expect(localStorage.getItem('journeyStarted')).toBe('true');
    expect(localStorage.getItem(UPDATED_AT_KEY)).not.toBeNull();
  });

  it('does not send a key removed on this device before the push', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    writeLocal('journeyStarted', true);
    removeLocal('journeyStarted');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.puts).toEqual([]);
  });
});
