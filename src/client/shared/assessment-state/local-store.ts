import { useSyncExternalStore } from 'react';
import {
  isFlagKey,
  isLocalKey,
  LOCAL_KEYS,
  parseStoredFlag,
  SYNCED_KEYS,
  serializeValue,
  type LocalKey,
} from '@domain/progress/local-keys';
// Types only: the schemas themselves load in loadLocalSchemas.
import type * as LocalStateModule from '@domain/progress/local-state';
import type { LocalState, LocalValue, TimestampedEntry, TimestampedState } from '@domain/progress/local-state';

/**
 * The spec's local browser keys, stored under their own names so data written
 * by earlier versions (and by visitors who never sign in) keeps working.
 * When a change was made lives apart, under one key, so "newer wins" merges
 * know which copy to keep without changing the shape of the spec's values.
 */
export const UPDATED_AT_KEY = 'waypoint.updatedAt';

/*
 * localStorage can be missing (some privacy modes throw on access) or full.
 * A value that could not be stored is kept here for the rest of the visit,
 * so the assessment still works; it is simply not remembered.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function getRaw(name: string): string | null {
  if (memory.has(name)) return memory.get(name) ?? null;
  try {
    return browserStorage()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function setRaw(name: string, raw: string): void {
  try {
    const storage = browserStorage();
    if (!storage) throw new Error('localStorage is not available');
    storage.setItem(name, raw);
    memory.delete(name);
  } catch {
    memory.set(name, raw);
  }
}

function removeRaw(name: string): void {
  memory.delete(name);
  try {
    browserStorage()?.removeItem(name);
  } catch {
    // Nothing stored there that we could reach, so nothing to remove.
  }
}

/** Whether this device holds a value under the key (main.tsx: a prerendered page made for a device without one). */
export function isStored(key: string): boolean {
  return isLocalKey(key) && getRaw(key) !== null;
}

type Timestamps = Partial<Record<LocalKey, number>>;

function readTimestamps(): Timestamps {
  const raw = getRaw(UPDATED_AT_KEY);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const timestamps: Timestamps = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (isLocalKey(key) && Number.isSafeInteger(value) && (value as number) >= 0) timestamps[key] = value as number;
  }
  return timestamps;
}

function writeTimestamps(timestamps: Timestamps): void {
  setRaw(UPDATED_AT_KEY, JSON.stringify(timestamps));
}

// --- change notification -------------------------------------------------

const listeners = new Set<() => void>();
const writeListeners = new Set<(key: LocalKey) => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorageEvent(event: StorageEvent): void {
  // key is null when another tab cleared all of localStorage.
  if (event.key === null || event.key === UPDATED_AT_KEY || isLocalKey(event.key)) {
    if (event.key !== null && isLocalKey(event.key) && needsSchemas(event.key)) void loadLocalSchemas().catch(() => undefined);
    notify();
  }
}

/** Calls `listener` after any change to the local keys, in this tab or another one. */
export function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorageEvent);
  };
}

/**
 * Calls `listener` when this tab's app changes a key through writeLocal or
 * removeLocal: the changes the progress sync must push. Changes that came from
 * the server or from another tab are not reported (that tab pushes its own).
 */
export function subscribeLocalWrites(listener: (key: LocalKey) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function notifyWrite(key: LocalKey): void {
  notify();
  for (const listener of [...writeListeners]) listener(key);
}

// --- validation ----------------------------------------------------------

/*
 * The zod schemas of the stored values (local-state.ts, about 18 KB gzip with
 * zod) are not on the first visit: a visitor with nothing stored never needs
 * them, and the shell's flags are checked by hand. They load as soon as a value
 * that needs them is stored (at start, when another tab or this one writes
 * one), and pages wait for them (localStateReady, awaited by the router before
 * a page renders), so no page reads an unvalidated value or mistakes a stored
 * one for a missing one.
 */
type LocalSchemas = typeof LocalStateModule;
let schemas: LocalSchemas | undefined;
let schemasLoading: Promise<void> | undefined;

/** The schemas once they have loaded (checked-local.ts uses them for more than parsing). */
export const loadedLocalSchemas = (): LocalSchemas | undefined => schemas;

/** Loads the schemas (once); stored values read before then are read again. */
export function loadLocalSchemas(): Promise<void> {
  schemasLoading ??= import('@domain/progress/local-state').then(
    (module) => {
      schemas = module;
      parsed.clear();
      notify();
    },
    (error: unknown) => {
      // A failed chunk load (offline) is tried again on the next need.
      schemasLoading = undefined;
      throw error;
    },
  );
  return schemasLoading;
}

function needsSchemas(key: LocalKey): boolean {
  return !schemas && !isFlagKey(key) && getRaw(key) !== null;
}

/** Resolves when every stored value can be validated: at once when nothing stored needs a schema. */
export function localStateReady(): Promise<void> {
  return LOCAL_KEYS.some(needsSchemas) ? loadLocalSchemas() : Promise.resolve();
}

/*
 * What this tab itself stored while the schemas were not loaded yet: the app's
 * own typed value, returned for exactly that stored string until they are.
 */
const ownWrites = new Map<LocalKey, { raw: string; value: unknown }>();

/** A stored value, validated: undefined when missing, corrupt, of the wrong shape, or not checkable yet. */
function parseStored<K extends LocalKey>(key: K, raw: string | null): LocalValue<K> | undefined {
  if (raw === null) return undefined;
  if (schemas) return schemas.parseStoredValue(key, raw);
  if (isFlagKey(key)) return parseStoredFlag(raw) as LocalValue<K> | undefined;
  const own = ownWrites.get(key);
  if (own && own.raw === raw) return own.value as LocalValue<K>;
  void loadLocalSchemas().catch(() => undefined);
  return undefined;
}

// --- reading and writing -------------------------------------------------

export function readLocal<K extends LocalKey>(key: K): LocalValue<K> | undefined {
  return parseStored(key, getRaw(key));
}

/** Stores a value under the spec's key and records when it changed. */
export function writeLocal<K extends LocalKey>(key: K, value: LocalValue<K>): void {
  const raw = serializeValue(key, value);
  setRaw(key, raw);
  if (!schemas && !isFlagKey(key)) {
    ownWrites.set(key, { raw, value });
    void loadLocalSchemas().catch(() => undefined);
  }
  const timestamps = readTimestamps();
  // Strictly increasing per key, even for two writes in one millisecond or after the clock was set back.
  timestamps[key] = Math.max(Date.now(), (timestamps[key] ?? -1) + 1);
  writeTimestamps(timestamps);
  notifyWrite(key);
}

/** Forgets a key on this device. The server copy is not changed (it has no way to record a removal). */
export function removeLocal(key: LocalKey): void {
  removeRaw(key);
  const timestamps = readTimestamps();
  if (key in timestamps) {
    delete timestamps[key];
    writeTimestamps(timestamps);
  }
  notifyWrite(key);
}

/**
 * Forgets this device's copy of the synced assessment keys (the signed-in
 * user's copy stays on the server). Used at sign-out, so the next person on a
 * shared school computer does not see or inherit someone else's results.
 */
export function clearSyncedProgress(): void {
  for (const key of SYNCED_KEYS) removeLocal(key);
}

/**
 * The stored keys among `keys` with when they changed. A value stored without
 * a time (by an older version, or before this device kept times) gets 0:
 * older than any copy that knows when it changed, yet kept when it is the only one.
 */
export function readTimestampedState(keys: readonly LocalKey[] = LOCAL_KEYS): TimestampedState {
  const timestamps = readTimestamps();
  const state: TimestampedState = {};
  for (const key of keys) {
    const value = readLocal(key);
    if (value !== undefined) Object.assign(state, { [key]: { value, updatedAt: timestamps[key] ?? 0 } });
  }
  return state;
}

function sameEntry<K extends LocalKey>(
  key: K,
  current: LocalValue<K> | undefined,
  currentAt: number | undefined,
  next: TimestampedEntry<K>,
): boolean {
  return current !== undefined && currentAt === next.updatedAt && serializeValue(key, current) === serializeValue(key, next.value);
}

/**
 * Stores entries that came from elsewhere (the server copy) with their own
 * times, so they are not mistaken for new changes on this device. Entries that
 * are already stored exactly are skipped, so subscribers only hear real changes.
 */
export function applyTimestampedEntries(entries: TimestampedState): void {
  const timestamps = readTimestamps();
  let changed = false;
  for (const key of LOCAL_KEYS) {
    changed = applyEntry(key, entries, timestamps) || changed;
  }
  if (changed) {
    writeTimestamps(timestamps);
    notify();
  }
}

function applyEntry<K extends LocalKey>(key: K, entries: TimestampedState, timestamps: Timestamps): boolean {
  const entry = entries[key] as TimestampedEntry<K> | undefined;
  if (!entry || sameEntry(key, readLocal(key), timestamps[key], entry)) return false;
  setRaw(key, serializeValue(key, entry.value));
  timestamps[key] = entry.updatedAt;
  return true;
}

// --- React ---------------------------------------------------------------

/*
 * Parsed values, per key, kept while the stored string is the same: a key is
 * validated when something reads it, and again only after it changes, so a
 * page that reads two keys does not validate all of them on every change.
 */
const parsed = new Map<LocalKey, { raw: string | null; value: unknown }>();

function readCached<K extends LocalKey>(key: K): LocalValue<K> | undefined {
  const raw = getRaw(key);
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value as LocalValue<K> | undefined;
  const value = parseStored(key, raw);
  parsed.set(key, { raw, value });
  return value;
}

let cachedSnapshot: LocalState = {};

/**
 * Every local key, parsed. The same object is returned until a stored value
 * changes, which is what useSyncExternalStore needs; comparing the raw strings
 * also picks up writes that bypassed this module.
 */
function getSnapshot(): LocalState {
  let changed = false;
  const snapshot: LocalState = {};
  for (const key of LOCAL_KEYS) {
    const value = readCached(key);
    if (value !== undefined) Object.assign(snapshot, { [key]: value });
    if (value !== cachedSnapshot[key]) changed = true;
  }
  if (changed) cachedSnapshot = snapshot;
  return cachedSnapshot;
}

// Nothing is stored outside a browser (prerendering, tests without a DOM).
const emptySnapshot: LocalState = {};
const getServerSnapshot = (): LocalState => emptySnapshot;

/** One local key, re-rendering when it changes (here or in another tab). */
export function useLocalValue<K extends LocalKey>(key: K): LocalValue<K> | undefined {
  return useSyncExternalStore(
    subscribeLocal,
    () => readCached(key),
    () => undefined,
  );
}

/** All local keys; referentially stable until one of them changes. */
export function useLocalSnapshot(): LocalState {
  return useSyncExternalStore(subscribeLocal, getSnapshot, getServerSnapshot);
}
