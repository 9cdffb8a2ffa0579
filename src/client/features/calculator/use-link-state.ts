import { useEffect, useRef, useState } from 'react';
import { useUrlState } from '@client/shared/lib/use-url-state';
import type { ReplacedValue } from './calculator-link';

/** What a calculator read from its link: the inputs, and the values it had to replace with defaults. */
export type ParsedLink<S> = { state: S; replaced: readonly ReplacedValue[] };

/**
 * A calculator's inputs live in the address bar: read once from the link, then every accepted change
 * replaces the entry (typing must not fill the back button's history).
 */
export function useLinkState<S, P extends ParsedLink<S> = ParsedLink<S>>(
  parse: (params: URLSearchParams) => P,
  toParams: (state: S) => URLSearchParams,
) {
  const url = useUrlState((params) => params, { replace: true });
  const [initial] = useState(() => parse(url.params));
  const [replaced, setReplaced] = useState(initial.replaced);

  // Write the full, canonical state into the address bar so a link copied from it is complete.
  // The writer changes with every URL update, so a ref keeps this to the first render.
  const { write } = url;
  const wroteInitialUrl = useRef(false);
  useEffect(() => {
    if (wroteInitialUrl.current) return;
    wroteInitialUrl.current = true;
    write(toParams(initial.state));
  }, [initial, write, toParams]);

  return {
    initial: initial.state,
    parsed: initial,
    replaced,
    dismissReplaced: () => setReplaced([]),
    save: (state: S) => write(toParams(state)),
  };
}
