import { useSyncExternalStore } from 'react';
import { familyIncomeIssue } from '@domain/prices/brackets';

/*
 * A visitor's family income, kept on this device so the prices ask for it once. Signed-in users keep it on their
 * account instead (use-family-income.ts). Only a valid figure is ever read back: a value edited by hand or left by an
 * older version counts as no income.
 */

export const FAMILY_INCOME_STORAGE_KEY = 'waypoint.familyIncome';

const listeners = new Set<() => void>();

/** The stored income, or null when none (or when the stored text is not a valid income). */
export function readStoredFamilyIncome(): number | null {
  try {
    const text = globalThis.localStorage?.getItem(FAMILY_INCOME_STORAGE_KEY);
    if (text === null || text === undefined || !/^\d+$/.test(text)) return null;
    const value = Number(text);
    return familyIncomeIssue(value) === null ? value : null;
  } catch {
    // Storage refused (private mode, blocked cookies): the page works without a stored income.
    return null;
  }
}

/** Stores (or, with null, forgets) the income and tells every component showing prices. */
export function writeStoredFamilyIncome(income: number | null): void {
  try {
    if (income === null) globalThis.localStorage?.removeItem(FAMILY_INCOME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(FAMILY_INCOME_STORAGE_KEY, String(income));
  } catch {
    // Not kept across visits, but still used on this page: the listeners read it again below.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAMILY_INCOME_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The visitor's stored income, updated when it changes here or in another tab. */
export function useStoredFamilyIncome(): number | null {
  return useSyncExternalStore(subscribe, readStoredFamilyIncome, () => null);
}
