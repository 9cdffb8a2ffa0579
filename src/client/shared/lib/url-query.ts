import { z } from '@domain/zod';

export type UrlQuery<T, K extends string> = {
  readonly query: T;
  /** Keys from the link that did not pass the schema and were dropped, e.g. a hand-edited `?field=cooking`. */
  readonly ignored: readonly K[];
};

/**
 * Reads a page's filters from the address bar with the API's own schema, so the page asks for
 * exactly what the server accepts. An invalid value drops only that key, not the whole link; a
 * blank value counts as absent.
 */
export function readUrlQuery<T, K extends string>(schema: z.core.$ZodType<T>, keys: readonly K[], params: URLSearchParams): UrlQuery<T, K> {
  const raw: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const ignored: K[] = [];
  for (;;) {
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) return { query: parsed.data, ignored };
    const bad = new Set(
      parsed.error.issues.map((issue) => issue.path[0]).filter((key): key is K => keys.includes(key as K) && (key as K) in raw),
    );
    // Every issue names a key that is present, so this always shrinks `raw`; the guard only protects against a schema change.
    if (bad.size === 0) return { query: z.parse(schema, {}), ignored };
    for (const key of bad) {
      delete raw[key];
      ignored.push(key);
    }
  }
}

/** Query values as the address bar holds them: numbers as text; undefined, blank and default values left out so links stay short. */
export function toUrlParams<K extends string>(
  values: { readonly [P in K]?: string | number | undefined },
  keys: readonly K[],
  defaults: { readonly [P in K]?: string | number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = values[key];
    if (value === undefined || value === '' || String(value) === String(defaults[key])) continue;
    params.set(key, String(value));
  }
  return params;
}
