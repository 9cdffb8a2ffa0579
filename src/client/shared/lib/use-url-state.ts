import { useSearchParams } from '@client/shared/routing';

/**
 * How a page writes its state back to the address bar: `replace` keeps the back button for real
 * page changes (a calculator rewriting its inputs), a push makes each filter a history step;
 * `preventScrollReset` keeps the reader where they are when results change under a filter.
 */
export type UrlWriteMode = { readonly replace?: boolean; readonly preventScrollReset?: boolean };

export type UrlState<T> = {
  /** The page's state, parsed from the address bar. */
  readonly value: T;
  /** The raw parameters, for pages that change one key and keep the rest. */
  readonly params: URLSearchParams;
  /** Writes new parameters with the page's mode. */
  readonly write: (next: URLSearchParams) => void;
};

/**
 * The one way a page keeps its state in the address bar, so a view can be shared and deep-linked.
 * `parse` reads the parameters (usually with the API's zod schema, see url-query.ts) and must accept
 * any link, since people edit them by hand.
 */
export function useUrlState<T>(parse: (params: URLSearchParams) => T, mode: UrlWriteMode = {}): UrlState<T> {
  const [params, setParams] = useSearchParams();
  // Parsed on every render, like a derived value: the address bar is the only copy of this state.
  return { value: parse(params), params, write: (next) => setParams(next, mode) };
}
