import { DEFAULT_PAGE_SIZE, scholarshipQuerySchema, type ScholarshipQuery } from '@domain/scholarships/schemas';
import { readUrlQuery, toUrlParams, type UrlQuery } from '@client/shared/lib/url-query';

/** The filter keys, in the order they appear in a shared link. */
export const FILTER_KEYS = ['q', 'gradeLevel', 'field', 'minAmount', 'deadlineMonth', 'basis'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const QUERY_KEYS = [...FILTER_KEYS, 'page', 'pageSize'] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

export type DirectoryQuery = UrlQuery<ScholarshipQuery, QueryKey>;

/** The directory's filters from the address bar, read with the API's own schema. */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  return readUrlQuery(scholarshipQuerySchema, QUERY_KEYS, params);
}

/** Any query-shaped object: the parsed query, or one with a filter just typed in as text. */
type QueryLike = { readonly [K in QueryKey]?: string | number | undefined };

/** The query as URL parameters, leaving out defaults so shared links stay short. */
export function toSearchParams(query: QueryLike): URLSearchParams {
  return toUrlParams(query, QUERY_KEYS, { page: 1, pageSize: DEFAULT_PAGE_SIZE });
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
