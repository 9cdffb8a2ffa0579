import { careerQuerySchema, type CareerQuery } from '@domain/catalog/schemas';
import { readUrlQuery, toUrlParams, type UrlQuery } from '@client/shared/lib/url-query';

/** The filter keys, in the order they appear in a shared link. */
export const FILTER_KEYS = ['q', 'category', 'area', 'minPay', 'maxPay', 'outlook', 'education', 'jobZone'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const QUERY_KEYS = [...FILTER_KEYS, 'sort', 'page', 'pageSize'] as const;
type QueryKey = (typeof QUERY_KEYS)[number];
const DEFAULTS = { sort: 'title', page: 1, pageSize: 20 } as const;

export type ExploreQuery = UrlQuery<CareerQuery, QueryKey>;

/** The search from the address bar, read with the API's own schema (a bad value drops only itself). */
export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  return readUrlQuery(careerQuerySchema, QUERY_KEYS, params);
}

type QueryLike = { readonly [K in QueryKey]?: string | number | undefined };

/** The query as URL parameters, without defaults so shared links stay short. */
export function toSearchParams(query: QueryLike): URLSearchParams {
  return toUrlParams(query, QUERY_KEYS, DEFAULTS);
}

/** The same parameters as a plain record, for the typed API client. */
export function toRequestQuery(query: CareerQuery): Record<string, string> {
  return Object.fromEntries(toSearchParams(query));
}

/** A new filter or sort starts again at page 1; an empty value removes it. */
export function withFilter(query: CareerQuery, key: FilterKey | 'sort', value: string): URLSearchParams {
  return toSearchParams({ ...query, page: 1, [key]: value === '' ? undefined : value });
}

/** Everything cleared but the chosen order. */
export function withoutFilters(query: CareerQuery): URLSearchParams {
  return toSearchParams({ sort: query.sort });
}

export function hasFilters(query: CareerQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}
