import { useEffect, useState } from 'react';

/**
 * How long a search box waits after the last key before it asks the server. Asking on every letter sent a search per
 * letter that the server still worked through after the browser had dropped it, so the answer for the whole word
 * queued behind a dozen stale ones.
 */
export const TYPING_PAUSE_MS = 250;

/** The value once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A search box's words (trimmed) once typing pauses; an emptied box is empty at once, so the unfiltered view returns without a wait. */
export function useSearchWords(text: string): string {
  const words = text.trim();
  const settled = useDebounced(words, TYPING_PAUSE_MS);
  return words ? settled : '';
}
