import { DEFAULT_PAGE_SIZE, scholarshipQuerySchema, type ScholarshipQuery } from '../../../domain/scholarships/schemas';

/** The filter keys, in the order they appear in a shared link. */
export const FILTER_KEYS = ['q', 'gradeLevel', 'field', 'minAmount', 'deadlineMonth', 'basis'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const QUERY_KEYS = [...FILTER_KEYS, 'page', 'pageSize'] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

export type DirectoryQuery = {
  readonly query: ScholarshipQuery;
  /** Keys from the link that did not pass the schema and were dropped, e.g. a hand-edited `?field=cooking`. */
  readonly ignored: readonly QueryKey[];
};

/**
 * Reads the directory's filters from the address bar with the API's own schema, so the page asks
 * for exactly what the server accepts. An invalid value drops only that filter, not the whole link.
 */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const raw: Partial<Record<QueryKey, string>> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const ignored: QueryKey[] = [];
  for (;;) {
    const parsed = scholarshipQuerySchema.safeParse(raw);
    if (parsed.success) return { query: parsed.data, ignored };
    const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter((key): key is QueryKey => QUERY_KEYS.includes(key as QueryKey)));
    // Every issue names a key, so this always shrinks `raw`; the guard only protects against a schema change.
    if (bad.size === 0) return { query: scholarshipQuerySchema.parse({}), ignored };
    for (const key of bad) {
      delete raw[key];
      ignored.push(key);
    }
  }
}

/** Any query-shaped object: the parsed query, or one with a filter just typed in as text. */
type QueryLike = { readonly [K in QueryKey]?: string | number | undefined };

/** The query as URL parameters, leaving out defaults so shared links stay short. */
export function toSearchParams(query: QueryLike): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (query.page !== undefined && Number(query.page) > 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined && Number(query.pageSize) !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The same parameters as a plain record, for the typed API client. */
export function toRequestQuery(query: ScholarshipQuery): Record<string, string> {
  return Object.fromEntries(toSearchParams(query));
}

/** A new filter value starts again at page 1; an empty value removes the filter. */
export function withFilter(query: ScholarshipQuery, key: FilterKey, value: string): URLSearchParams {
  return toSearchParams({ ...query, page: 1, [key]: value === '' ? undefined : value });
}

export function hasFilters(query: ScholarshipQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}
