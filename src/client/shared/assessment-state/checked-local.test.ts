import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredBudget } from '@domain/finance/stored-budget';

// Fresh copies of the store and these helpers, before the local schemas load (see local-store-lazy.test.ts).
async function fresh() {
  vi.resetModules();
  const store = await import('./local-store');
  const checked = await import('./checked-local');
  return { store, checked };
}

const budget: StoredBudget = {
  region: 'West',
  level: 'Modest',
  monthly: {
    housing: 1200,
    transportation: 300,
    food: 400,
    healthcare: 150,
    entertainment: 100,
    apparel: 50,
    personalCare: 40,
    educationOther: 60,
  },
  monthlyBudget: 2300,
  yearlyBudget: 27600,
  incomeNeededBeforeTax: 31200,
  savedAt: '2026-11-28T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
});

describe('writeLocalChecked', () => {
  it('checks the value with its schema once the schemas are in, and refuses a wrong shape without storing it', async () => {
    const { store, checked } = await fresh();
    await store.loadLocalSchemas();
    checked.writeLocalChecked('cognitiveAssessmentData', { completedGames: ['memory-race'], combinedScores: { working_memory: 70 } });
    expect(store.readLocal('cognitiveAssessmentData')).toEqual({ completedGames: ['memory-race'], combinedScores: { working_memory: 70 } });

    // NaN would be stored as null and then read as a corrupt value: refused before it is written.
    expect(() => checked.writeLocalChecked('cognitiveAssessmentData', { combinedScores: { working_memory: Number.NaN } })).toThrow();
    expect(store.readLocal('cognitiveAssessmentData')).toEqual({ completedGames: ['memory-race'], combinedScores: { working_memory: 70 } });
  });

  it('waits for the schemas when they are not in yet, then writes', async () => {
    const { store, checked } = await fresh();
    expect(store.loadedLocalSchemas()).toBeUndefined();
    checked.writeLocalChecked('cognitiveAssessmentData', { completedGames: ['word-weaver'] });
    expect(localStorage.getItem('cognitiveAssessmentData')).toBeNull();
    await vi.waitFor(() => expect(store.readLocal('cognitiveAssessmentData')).toEqual({ completedGames: ['word-weaver'] }));
  });
});

describe('readSavedBudget', () => {
  it('is null when nothing is saved', async () => {
    const { checked } = await fresh();
    expect(checked.readSavedBudget(undefined)).toBeNull();
  });

  it('reads a saved budget, and an older version’s loose record as "not saved"', async () => {
    const { store, checked } = await fresh();
    localStorage.setItem('premiumFinancialExpectations', JSON.stringify(budget));
    await store.localStateReady();
    expect(checked.readSavedBudget(store.readLocal('premiumFinancialExpectations'))).toEqual(budget);

    store.writeLocal('premiumFinancialExpectations', { monthlyIncome: '3000' });
    expect(store.readLocal('premiumFinancialExpectations')).toEqual({ monthlyIncome: '3000' });
    expect(checked.readSavedBudget(store.readLocal('premiumFinancialExpectations'))).toBeNull();
  });

  it("reads this tab's own write as not saved until the schemas are in, and loads them", async () => {
    const { store, checked } = await fresh();
    store.writeLocal('premiumFinancialExpectations', budget);
    expect(checked.readSavedBudget(store.readLocal('premiumFinancialExpectations'))).toBeNull();
    await vi.waitFor(() => expect(store.loadedLocalSchemas()).toBeDefined());
    expect(checked.readSavedBudget(store.readLocal('premiumFinancialExpectations'))).toEqual(budget);
  });
});
