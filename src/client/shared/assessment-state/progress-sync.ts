import { isSyncedKey, mergeStates, SYNCED_KEYS, type SyncedKey } from '@domain/progress/local-keys';
import type { SyncedState, TimestampedEntry, TimestampedState } from '@domain/progress/local-state';
import { api, readJson } from '../lib/api-client';
import { applyTimestampedEntries, loadLocalSchemas, readTimestampedState, subscribeLocalWrites } from './local-store';

/** How the sync reaches the server copy; tests pass their own. */
export interface ProgressTransport {
  get(): Promise<SyncedState>;
  put(state: SyncedState, options?: { keepalive?: boolean }): Promise<SyncedState>;
}

const apiTransport: ProgressTransport = {
  async get() {
    return (await readJson(api.progress.$get())).state;
  },
  async put(state, options = {}) {
    const init: RequestInit = options.keepalive ? { keepalive: true } : {};
    return (await readJson(api.progress.$put({ json: state }, { init }))).state;
  },
};

export interface ProgressSyncOptions {
  transport?: ProgressTransport;
  /** Changes arriving within this window go to the server in one request. */
  debounceMs?: number;
  /** After a failed request: the first wait before trying again; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

type SyncedEntries = Pick<TimestampedState, SyncedKey>;

function readSynced(keys: readonly SyncedKey[] = SYNCED_KEYS): SyncedEntries {
  return readTimestampedState(keys);
}

function copyEntry<K extends SyncedKey>(target: SyncedEntries, source: SyncedEntries, key: K): void {
  const entry = source[key] as TimestampedEntry<K> | undefined;
  if (entry) Object.assign(target, { [key]: entry });
}

/** The keys where the merge kept this device's copy: the only ones the server does not already have. */
function localWinners(merged: SyncedEntries, server: SyncedState): SyncedEntries {
  const winners: SyncedEntries = {};
  for (const key of SYNCED_KEYS) {
    if (merged[key] && merged[key] !== server[key]) copyEntry(winners, merged, key);
  }
  return winners;
}

/**
 * Takes the server's answer into local storage where it is the newer copy, or
 * where this device has not changed the key since sending it (the server may
 * have kept its own copy on a tie, or moved a future time back to now).
 * Keys changed while the request was out are left alone: they are pushed next.
 */
function adoptServerCopy(server: SyncedState, sent: SyncedEntries): void {
  const local = readSynced();
  const adopt: SyncedEntries = {};
  for (const key of SYNCED_KEYS) {
    const theirs = server[key];
    if (!theirs) continue;
    const mine = local[key];
    const untouched = sent[key] !== undefined && mine?.updatedAt === sent[key].updatedAt;
    if (!mine || theirs.updatedAt > mine.updatedAt || untouched) copyEntry(adopt, server, key);
  }
  applyTimestampedEntries(adopt);
}

/**
 * Keeps this device's assessment progress and the signed-in user's server copy
 * in step: first a merge (newer per key wins, keys on one side only are kept),
 * then every local change is pushed, batched. Failures are quiet and retried;
 * local data is never removed. Returns a function that stops syncing.
 */
export function startProgressSync(options: ProgressSyncOptions = {}): () => void {
  const { transport = apiTransport, debounceMs = 500, retryMs = 5_000, maxRetryMs = 5 * 60_000 } = options;
  const pending = new Set<SyncedKey>();
  let merged = false;
  let running = false;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  }

  async function firstMerge(keepalive: boolean) {
    // The merge reads every synced key, so changes made before now are covered by it.
    pending.clear();
    const server = await transport.get();
    if (stopped) return;
    const result = mergeStates(readSynced(), server) as SyncedEntries;
    applyTimestampedEntries(result);
    const winners = localWinners(result, server);
    if (Object.keys(winners).length > 0) {
      const answer = await transport.put(winners, { keepalive });
      if (!stopped) adoptServerCopy(answer, winners);
    }
    merged = true;
  }

  async function push(keepalive: boolean) {
    const keys = [...pending];
    pending.clear();
    const sent = readSynced(keys);
    if (Object.keys(sent).length === 0) return;
    try {
      const answer = await transport.put(sent, { keepalive });
      if (!stopped) adoptServerCopy(answer, sent);
    } catch (error) {
      for (const key of keys) pending.add(key);
      throw error;
    }
  }

  async function run(keepalive = false) {
    timer = undefined;
    if (stopped || running) return;
    running = true;
    let failed = false;
    try {
      // The merge and the pushes read every synced key: with their schemas, so nothing stored is skipped as unreadable.
      await loadLocalSchemas();
      if (!merged) await firstMerge(keepalive);
      else if (pending.size > 0) await push(keepalive);
      failures = 0;
    } catch {
      // Offline, signed out meanwhile, or a server hiccup: the data stays local and goes up on a later try.
      failed = true;
      failures += 1;
    } finally {
      running = false;
    }
    if (stopped) return;
    if (failed) schedule(Math.min(retryMs * 2 ** (failures - 1), maxRetryMs));
    else if (pending.size > 0) schedule(debounceMs);
  }

  const unsubscribe = subscribeLocalWrites((key) => {
    if (!isSyncedKey(key)) return;
    pending.add(key);
    // A new change is also the moment to retry after a failure.
    if (!running) schedule(debounceMs);
  });

  // Leaving the page: send what is waiting now, as a request that outlives the page.
  const flush = () => {
    if (document.visibilityState === 'hidden' && (pending.size > 0 || !merged) && timer !== undefined) {
      clearTimeout(timer);
      void run(true);
    }
  };
  const retryNow = () => {
    if (!running && (pending.size > 0 || !merged)) schedule(0);
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('online', retryNow);

  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', flush);
    window.removeEventListener('online', retryNow);
  };
}
