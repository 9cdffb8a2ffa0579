import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { CIP_SERIES_PATTERN, majorFiltersOf, majorRequestOf } from '@domain/catalog/major-filters';
import type { Locale } from '@domain/i18n/locales';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { retryUnlessClientError } from '@client/shared/lib/query-retry';

/** The query string of GET /api/majors/:cip (sort, state, credential, page, income), as the address bar holds it. */
export type MajorRequest = NonNullable<InferRequestType<(typeof api.majors)[':cip']['$get']>['query']>;

/**
 * GET /api/majors/:cip; an unknown series is an ApiError with status 404. `language` names the language of the answer
 * when the request starts before the app has one active (the first load).
 */
function majorQuery(cip: string, query: MajorRequest, language?: Locale) {
  return queryOptions({
    queryKey: queryKeys.majorDetail(cip, query),
    queryFn: ({ signal }) =>
      readJson(
        api.majors[':cip'].$get(
          { param: { cip }, query },
          { init: { signal }, ...(language ? { headers: { 'Accept-Language': language } } : {}) },
        ),
      ),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

/**
 * Asks for what the field-of-study page at this address will show (its filters read by the page's own function) while
 * the page's code is still on its way.
 */
export function prefetchMajor(
  client: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  language?: Locale,
): Promise<void> {
  const cip = params.cip ?? '';
  if (!CIP_SERIES_PATTERN.test(cip)) return Promise.resolve();
  return client.prefetchQuery(majorQuery(cip, majorRequestOf(majorFiltersOf(search)), language));
}

/** The field of study with its colleges for these filters; the previous page stays while the next loads. */
export function useMajor(cip: string, query: MajorRequest, enabled: boolean) {
  return useQuery({ ...majorQuery(cip, query), placeholderData: keepPreviousData, enabled });
}

export type MajorDetail = NonNullable<ReturnType<typeof useMajor>['data']>;
