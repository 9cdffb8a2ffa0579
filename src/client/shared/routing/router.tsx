import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Router as WouterRouter, useParams as useWouterParams } from 'wouter';
import {
  createBrowserSource,
  createMemorySource,
  resolvePath,
  splitPath,
  type LocationSnapshot,
  type LocationSource,
  type MemorySourceOptions,
  type NavigateOptions,
  type NavigationType,
  type RouterLocation,
} from './location-source';

/*
 * The app's routing API (ADR 0028): the few pieces of react-router's declarative API the app used,
 * with the same names and behaviour, on wouter's route matching (Switch, Route, params). The location
 * itself (state, a key per entry, how it was reached) comes from a LocationSource, which wouter reads
 * through its `hook` option.
 */

const SourceContext = createContext<LocationSource | null>(null);

function useSource(): LocationSource {
  const source = useContext(SourceContext);
  if (!source) throw new Error('Routing needs a <BrowserRouter> or a <MemoryRouter> above it.');
  return source;
}

function useSnapshot(): LocationSnapshot {
  const source = useSource();
  return useSyncExternalStore(source.subscribe, source.snapshot, source.snapshot);
}

// What wouter reads to match routes: the path, and how to navigate (its own Link and Redirect are not used).
function usePathnameForWouter(): [string, LocationSource['navigate']] {
  return [useSnapshot().location.pathname, useSource().navigate];
}
function useSearchForWouter(): string {
  return useSnapshot().location.search;
}

function RoutingProvider({ source, children }: { source: LocationSource; children: ReactNode }) {
  return (
    <SourceContext.Provider value={source}>
      <WouterRouter hook={usePathnameForWouter} searchHook={useSearchForWouter}>
        {children}
      </WouterRouter>
    </SourceContext.Provider>
  );
}

let browserSource: LocationSource | undefined;

/** The app's router: the browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  browserSource ??= createBrowserSource();
  return <RoutingProvider source={browserSource}>{children}</RoutingProvider>;
}

/**
 * For tests: a history in memory. Pass `source` (from createMemorySource) to inspect or move it
 * (`source.location`, `source.navigationType`, `source.go(-1)`), or just `initialEntries`.
 */
export function MemoryRouter({ children, source, ...options }: MemorySourceOptions & { source?: LocationSource; children: ReactNode }) {
  const [own] = useState(() => source ?? createMemorySource(options));
  return <RoutingProvider source={own}>{children}</RoutingProvider>;
}

/** The current location: pathname, search, hash, the state it carries, and the history entry's key. */
export function useLocation(): RouterLocation {
  return useSnapshot().location;
}

/** How the current location was reached: PUSH, REPLACE, or POP (back/forward, or the first load). */
export function useNavigationType(): NavigationType {
  return useSnapshot().type;
}

/** Whether the navigation to this location asked to keep the scroll position (`preventScrollReset`). */
export function usePreventScrollReset(): boolean {
  return useSnapshot().preventScrollReset;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward (1) through the history. */
  (delta: number): void;
};

/** A stable function that navigates: `navigate('/path', { replace, state })` or `navigate(-1)`. */
export function useNavigate(): NavigateFunction {
  const source = useSource();
  return useCallback<NavigateFunction>(
    (to: string | number, options?: NavigateOptions) => (typeof to === 'number' ? source.go(to) : source.navigate(to, options)),
    [source],
  );
}

/** The matched route's parameters (`:id` in `/forum/:id`), decoded. */
export function useParams<Key extends string = string>(): Readonly<Partial<Record<Key, string>>> {
  return useWouterParams() as Readonly<Partial<Record<Key, string>>>;
}

export type SetSearchParams = (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => void;

/** The search parameters, and a setter that navigates to the same path with new ones (pushing, unless `replace`). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const source = useSource();
  const { search, pathname } = useSnapshot().location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(next).toString();
      source.navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [source, pathname],
  );
  return [params, set];
}

/** Navigates when rendered (a redirect): replacing the current entry when `replace`. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const source = useSource();
  useEffect(() => {
    source.navigate(to, { replace, state });
  }, [source, to, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> &
  NavigateOptions & {
    /** Where the link goes: an absolute path, or relative to the current location ("?page=2", "#section"). */
    to: string;
    /** A full page load instead of a navigation in the app. */
    reloadDocument?: boolean | undefined;
  };

/** A click the browser should handle itself: a new tab or window (modifier keys, middle button), a download, another target. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '' && target !== '_self')
  );
}

/** Where a link points, resolved against the current location; and a click handler that navigates in the app. */
function useLinkBehaviour({ to, replace, state, preventScrollReset, reloadDocument, target, download, onClick }: LinkProps) {
  const source = useSource();
  const location = useLocation();
  const href = resolvePath(to, location) ?? to;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || download !== undefined || leftToTheBrowser(event, target)) return;
    event.preventDefault();
    // A link to where the visitor already is replaces the entry (no duplicate back steps), as react-router did.
    const current = `${location.pathname}${location.search}${location.hash}`;
    source.navigate(href, { replace: replace ?? current === href, state, preventScrollReset });
  };
  return { href, handleClick };
}

/** An <a href> that navigates in the app on a plain click; everything else (new tab, download…) stays the browser's. */
export function Link(props: LinkProps) {
  const { href, handleClick } = useLinkBehaviour(props);
  const {
    to: _to,
    replace: _replace,
    state: _state,
    preventScrollReset: _keep,
    reloadDocument: _reload,
    onClick: _onClick,
    ...anchor
  } = props;
  return <a {...anchor} href={href} onClick={handleClick} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** A class, or one chosen by whether the link is active (its path is the current one, or a parent of it). */
  className?: string | ((state: { isActive: boolean }) => string | undefined) | undefined;
  /** Active only on the exact path, not below it. */
  end?: boolean | undefined;
};

/** Whether `path` (a link's target) is the current pathname or, unless `end`, one of its parents. */
function isActivePath(path: string, pathname: string, end: boolean): boolean {
  const target = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  const current = pathname.toLowerCase();
  if (current === target || current === `${target}/`) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** A Link that knows when it is active: `aria-current="page"`, and the `active` class (or the className function's pick). */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const location = useLocation();
  const target = resolvePath(props.to, location);
  const isActive = target !== null && isActivePath(splitPath(target).pathname, location.pathname, end);
  const classes =
    typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...props} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}
