import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  applyTimestampedEntries,
  clearSyncedProgress,
  readLocal,
  readTimestampedState,
  removeLocal,
  subscribeLocal,
  subscribeLocalWrites,
  UPDATED_AT_KEY,
  useLocalSnapshot,
  useLocalValue,
  writeLocal,
} from './local-store';

const timestamps = () => JSON.parse(localStorage.getItem(UPDATED_AT_KEY) ?? '{}') as Record<string, number>;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readLocal and writeLocal', () => {
  it("store values as JSON under the spec's own key names", () => {
    writeLocal('journeyStarted', true);
    writeLocal('quizResult', { topMajors: ['Nursing', 'Accounting'] });
    writeLocal('financialExpectations', { monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' });
    expect(localStorage.getItem('journeyStarted')).toBe('true');
    expect(localStorage.getItem('quizResult')).toBe('{"topMajors":["Nursing","Accounting"]}');
    expect(readLocal('quizResult')).toEqual({ topMajors: ['Nursing', 'Accounting'] });
    expect(readLocal('financialExpectations')).toEqual({ monthlyIncome: 4000, plannedDebt: 20000, level: 'Comfortable' });
  });

  it('read values written by other code straight into localStorage', () => {
    localStorage.setItem('collegeQuizResults', '[{"name":"State U"}]');
    expect(readLocal('collegeQuizResults')).toEqual([{ name: 'State U' }]);
  });

  it.each([
    ['quizResult', '{'],
    ['quizResult', '{"topMajors":"Nursing"}'],
    ['journeyStarted', '"yes"'],
    ['financialExpectations', 'null'],
  ] as const)('treat %s stored as %s as absent', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(() => readLocal(key)).not.toThrow();
    expect(readLocal(key)).toBeUndefined();
    expect(readTimestampedState()).toEqual({});
  });

  it('record when each key changed, strictly increasing even within one millisecond', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    writeLocal('journeyStarted', true);
    writeLocal('journeyStarted', false);
    writeLocal('quizResult', { topMajors: [] });
    expect(timestamps()).toEqual({ journeyStarted: 1_000_001, quizResult: 1_000_000 });
    // A clock set back does not make a later change look older.
    vi.setSystemTime(500);
    writeLocal('quizResult', { topMajors: ['Law'] });
    expect(timestamps().quizResult).toBe(1_000_001);
  });

  it('give stored values without a recorded time the time 0, and survive a corrupt time record', () => {
    localStorage.setItem('journeyStarted', 'true');
    localStorage.setItem(UPDATED_AT_KEY, 'not json');
    expect(readTimestampedState()).toEqual({ journeyStarted: { value: true, updatedAt: 0 } });
    localStorage.setItem(UPDATED_AT_KEY, '{"journeyStarted":"soon","quizResult":-4,"other":5}');
    expect(readTimestampedState()).toEqual({ journeyStarted: { value: true, updatedAt: 0 } });
    writeLocal('quizResult', { topMajors: [] });
    expect(Object.keys(timestamps())).toEqual(['quizResult']);
  });

  it('removeLocal forgets the value and its time', () => {
    writeLocal('journeyStarted', true);
    writeLocal('quizResult', { topMajors: [] });
    removeLocal('journeyStarted');
    expect(localStorage.getItem('journeyStarted')).toBeNull();
    expect(readLocal('journeyStarted')).toBeUndefined();
    expect(Object.keys(timestamps())).toEqual(['quizResult']);
  });

  it('keep working in memory when localStorage is full', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeLocal('journeyStarted', true)).not.toThrow();
    expect(readLocal('journeyStarted')).toBe(true);
    expect(readTimestampedState().journeyStarted?.updatedAt).toBeGreaterThan(0);
    full.mockRestore();
    removeLocal('journeyStarted');
    expect(readLocal('journeyStarted')).toBeUndefined();
  });
});

describe('without localStorage', () => {
  it('keeps values in memory for the visit', async () => {
    vi.resetModules();
    const denied = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    onTestFinished(() => denied.mockRestore());
    const store = await import('./local-store');
    expect(store.readLocal('journeyStarted')).toBeUndefined();
    store.writeLocal('journeyStarted', true);
    store.writeLocal('quizResult', { topMajors: ['Biology'] });
    expect(store.readLocal('journeyStarted')).toBe(true);
    expect(store.readTimestampedState()).toMatchObject({ quizResult: { value: { topMajors: ['Biology'] } } });
    const { result } = renderHook(() => store.useLocalValue('quizResult'));
    expect(result.current).toEqual({ topMajors: ['Biology'] });
  });
});

describe('change notification', () => {
  it('tells subscribers about writes and removals, and reports writes of this tab separately', () => {
    const changed = vi.fn();
    const written = vi.fn();
    const stopChanges = subscribeLocal(changed);
    const stopWrites = subscribeLocalWrites(written);
    writeLocal('journeyStarted', true);
    removeLocal('journeyStarted');
    expect(changed).toHaveBeenCalledTimes(2);
    expect(written.mock.calls).toEqual([['journeyStarted'], ['journeyStarted']]);
    stopChanges();
    stopWrites();
    writeLocal('journeyStarted', true);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('applyTimestampedEntries keeps the given times, skips what is already stored, and is not a local write', () => {
    const changed = vi.fn();
    const written = vi.fn();
    const stops = [subscribeLocal(changed), subscribeLocalWrites(written)];
    applyTimestampedEntries({
      journeyStarted: { value: true, updatedAt: 42 },
      quizResult: { value: { topMajors: ['Art'] }, updatedAt: 7 },
    });
    expect(readTimestampedState()).toEqual({
      journeyStarted: { value: true, updatedAt: 42 },
      quizResult: { value: { topMajors: ['Art'] }, updatedAt: 7 },
    });
    expect(changed).toHaveBeenCalledTimes(1);
    applyTimestampedEntries({ journeyStarted: { value: true, updatedAt: 42 } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(written).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});

describe('useLocalValue and useLocalSnapshot', () => {
  it('re-render on a write in this tab and on a change from another tab', () => {
    const { result } = renderHook(() => useLocalValue('quizResult'));
    expect(result.current).toBeUndefined();
    act(() => writeLocal('quizResult', { topMajors: ['Nursing'] }));
    expect(result.current).toEqual({ topMajors: ['Nursing'] });

    act(() => {
      localStorage.setItem('quizResult', '{"topMajors":["Teaching"]}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'quizResult' }));
    });
    expect(result.current).toEqual({ topMajors: ['Teaching'] });

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeUndefined();
  });

  it('returns the same snapshot object until something changes', () => {
    writeLocal('journeyStarted', true);
    localStorage.setItem('quizResult', 'corrupt');
    const { result, rerender } = renderHook(() => useLocalSnapshot());
    const first = result.current;
    expect(first).toEqual({ journeyStarted: true });
    rerender();
    expect(result.current).toBe(first);
    act(() => writeLocal('premiumFeedbackCompleted', true));
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ journeyStarted: true, premiumFeedbackCompleted: true });
  });

  it('keeps a key parsed until its stored string changes: a change to another key gives the same value back', () => {
    writeLocal('quizResult', { topMajors: ['Nursing'] });
    const { result } = renderHook(() => useLocalValue('quizResult'));
    const first = result.current;
    act(() => writeLocal('journeyStarted', true));
    expect(result.current).toBe(first);
    act(() => writeLocal('quizResult', { topMajors: ['Nursing'] }));
    expect(result.current).toEqual(first);
    act(() => localStorage.setItem('quizResult', '{"topMajors":"not a list"}'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'quizResult' })));
    expect(result.current).toBeUndefined();
  });
});

describe('clearSyncedProgress', () => {
  it('forgets the synced assessment keys and keeps device-only flags', () => {
    writeLocal('journeyStarted', true);
    writeLocal('quizResult', { topMajors: ['Nursing'] });
    writeLocal('betaNotificationDismissed', true);
    clearSyncedProgress();
    expect(readLocal('journeyStarted')).toBeUndefined();
    expect(readLocal('quizResult')).toBeUndefined();
    expect(readLocal('betaNotificationDismissed')).toBe(true);
  });
});
