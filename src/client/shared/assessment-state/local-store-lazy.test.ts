import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the store, before its schemas load (the test setup loads them for every other client test).
async function freshStore() {
  vi.resetModules();
  return import('./local-store');
}

beforeEach(() => {
  localStorage.clear();
});

describe('local state before its schemas load (zod off the first visit)', () => {
  it('needs no schema when nothing is stored, and reads the flags by hand', async () => {
    const store = await freshStore();
    localStorage.setItem('betaNotificationDismissed', 'true');
    localStorage.setItem('feedbackPopupShown', '"yes"');
    expect(store.readLocal('betaNotificationDismissed')).toBe(true);
    // Checked as z.boolean() checks it: a string is not a flag.
    expect(store.readLocal('feedbackPopupShown')).toBeUndefined();
    expect(store.readLocal('quizResult')).toBeUndefined();
    let resolved = false;
    await store.localStateReady().then(() => (resolved = true));
    expect(resolved).toBe(true);
  });

  it('trusts no stored value before it is validated, then validates it once the schemas arrive', async () => {
    const store = await freshStore();
    localStorage.setItem('quizResult', '{"topMajors":["Nursing"]}');
    localStorage.setItem('careerQuizAnswers', '{"r1":9}');
    const { result } = renderHook(() => store.useLocalValue('quizResult'));
    expect(result.current).toBeUndefined();
    await act(() => store.localStateReady());
    expect(result.current).toEqual({ topMajors: ['Nursing'] });
    // Out of range: still refused by the schema.
    expect(store.readLocal('careerQuizAnswers')).toBeUndefined();
  });

  it("reads back this tab's own writes while the schemas load", async () => {
    const store = await freshStore();
    store.writeLocal('careerQuizAnswers', { r1: 4 });
    expect(store.readLocal('careerQuizAnswers')).toEqual({ r1: 4 });
    await waitFor(() => expect(store.localStateReady()).resolves.toBeUndefined());
    expect(store.readLocal('careerQuizAnswers')).toEqual({ r1: 4 });
  });

  it('does not take a value another tab or script wrote for one of its own writes', async () => {
    const store = await freshStore();
    store.writeLocal('quizResult', { topMajors: ['Nursing'] });
    localStorage.setItem('quizResult', '{"topMajors":"not a list"}');
    expect(store.readLocal('quizResult')).toBeUndefined();
    await store.localStateReady();
    expect(store.readLocal('quizResult')).toBeUndefined();
  });
});
