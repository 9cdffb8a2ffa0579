/*
 * Where the app's location lives: the browser's history, or (in tests) a list in memory. Both keep
 * what the app reads from a location (path, search, hash, state, a key per history entry) and how
 * it was reached (PUSH, REPLACE or POP, i.e. back/forward), behind one small interface that the
 * routing components read with useSyncExternalStore.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type RouterLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** What the navigation to this entry carried (`navigate(to, { state })`), kept across back/forward. */
  readonly state: unknown;
  /** Unique per history entry, and the same when back/forward returns to it (stored in history.state). */
  readonly key: string;
};

export type NavigateOptions = {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean | undefined;
  readonly state?: unknown;
  /** Keep the scroll position (a pager, a filter): read by the app's scroll restoration. */
  readonly preventScrollReset?: boolean | undefined;
};

/** The current location and how the last navigation reached it; a new object on every navigation. */
export type LocationSnapshot = {
  readonly location: RouterLocation;
  readonly type: NavigationType;
  readonly preventScrollReset: boolean;
};

export type LocationSource = {
  readonly subscribe: (listener: () => void) => () => void;
  readonly snapshot: () => LocationSnapshot;
  /** `to`: an absolute path, or relative to the current location ("?page=2", "#section"). */
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  /** Back (-1) or forward (1) through the history. */
  readonly go: (delta: number) => void;
};

/* What a history entry stores: the same layout react-router used ({ usr, key, idx }), so entries made before keep working. */
type HistoryEntry = { usr: unknown; key: string; idx: number };

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

const BASE = 'http://router.local';

/** Resolves `to` against the current location like an <a href> does; null when it leaves this origin. */
export function resolvePath(to: string, from: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string | null {
  const base = new URL(`${from.pathname}${from.search}${from.hash}`, BASE);
  const url = new URL(to, base);
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/a?b#c` → its parts (search and hash keep their `?` and `#`, or are empty). */
export function splitPath(path: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, BASE);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function readEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<HistoryEntry>;
  return typeof entry.key === 'string'
    ? { usr: entry.usr ?? null, key: entry.key, idx: typeof entry.idx === 'number' ? entry.idx : 0 }
    : null;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

/** The browser's history (one per page: created on first use). */
export function createBrowserSource(): LocationSource {
  const { subscribe, notify } = createListeners();

  // An entry without a key (the first page load, a plain #hash link) gets one, keeping whatever else it holds.
  const ensureEntry = (): HistoryEntry => {
    const found = readEntry(window.history.state);
    if (found) return found;
    const state: unknown = window.history.state;
    const entry: HistoryEntry = { usr: null, key: createKey(), idx: 0 };
    window.history.replaceState(typeof state === 'object' && state !== null ? { ...state, ...entry } : entry, '');
    return entry;
  };
  const read = (type: NavigationType, preventScrollReset: boolean): LocationSnapshot => {
    const entry = ensureEntry();
    const { pathname, search, hash } = window.location;
    return { location: { pathname, search, hash, state: entry.usr, key: entry.key }, type, preventScrollReset };
  };

  let current = read('POP', false);
  window.addEventListener('popstate', () => {
    current = read('POP', false);
    notify();
  });

  return {
    subscribe,
    snapshot: () => current,
    navigate: (to, options = {}) => {
      const path = resolvePath(to, window.location);
      if (path === null) {
        window.location.assign(to);
        return;
      }
      const idx = ensureEntry().idx;
      const entry: HistoryEntry = { usr: options.state ?? null, key: createKey(), idx: options.replace ? idx : idx + 1 };
      if (options.replace) window.history.replaceState(entry, '', path);
      else window.history.pushState(entry, '', path);
      current = read(options.replace ? 'REPLACE' : 'PUSH', options.preventScrollReset === true);
      notify();
    },
    go: (delta) => window.history.go(delta),
  };
}

export type MemorySourceOptions = {
  /** The history's entries, oldest first (paths, or paths with the state they carry); ['/'] when left out. */
  readonly initialEntries?: readonly (string | { readonly path: string; readonly state?: unknown })[];
  /** The current entry; the last one when left out. */
  readonly initialIndex?: number;
};

/** A history kept in memory, for tests: it also reports where it is (`location`, `navigationType`, `entries`). */
export type MemorySource = LocationSource & {
  readonly location: RouterLocation;
  readonly navigationType: NavigationType;
  readonly entries: readonly RouterLocation[];
};

export function createMemorySource({ initialEntries = ['/'], initialIndex }: MemorySourceOptions = {}): MemorySource {
  const { subscribe, notify } = createListeners();
  const toLocation = (path: string, state: unknown): RouterLocation => ({ ...splitPath(path), state: state ?? null, key: createKey() });
  const entries = initialEntries.map((entry) =>
    typeof entry === 'string' ? toLocation(entry, null) : toLocation(entry.path, entry.state),
  );
  if (entries.length === 0) entries.push(toLocation('/', null));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const at = (i: number): RouterLocation => entries[i] ?? toLocation('/', null);
  let current: LocationSnapshot = { location: at(index), type: 'POP', preventScrollReset: false };

  const source: MemorySource = {
    subscribe,
    snapshot: () => current,
    navigate: (to, options = {}) => {
      const path = resolvePath(to, current.location);
      if (path === null) throw new Error(`A memory history cannot leave the app: ${to}`);
      const next = toLocation(path, options.state);
      if (options.replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      current = { location: next, type: options.replace ? 'REPLACE' : 'PUSH', preventScrollReset: options.preventScrollReset === true };
      notify();
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      current = { location: at(index), type: 'POP', preventScrollReset: false };
      notify();
    },
    get location() {
      return current.location;
    },
    get navigationType() {
      return current.type;
    },
    get entries() {
      return [...entries];
    },
  };
  return source;
}
