import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type FeedbackInsights = InferResponseType<(typeof api.admin.insights.feedback)['$get'], 200>;

/** The list filters as query-string values; empty ones are left out. */
export interface FeedbackFilterValues {
  category: string;
  rating: string;
  from: string;
  to: string;
  q: string;
}

export const EMPTY_FILTERS: FeedbackFilterValues = { category: '', rating: '', from: '', to: '', q: '' };

export function filterQuery(filters: FeedbackFilterValues, page?: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') query[key] = value.trim();
  if (page && page > 1) query.page = String(page);
  return query;
}

/** The CSV export of the same filters (a plain download link: the browser sends the session cookie). */
export function feedbackCsvUrl(filters: FeedbackFilterValues): string {
  const search = new URLSearchParams(filterQuery(filters)).toString();
  return `/api/admin/insights/feedback.csv${search ? `?${search}` : ''}`;
}

/** GET /api/admin/insights/feedback: one page of feedback and the summary of all that match. */
export function useFeedbackInsights(filters: FeedbackFilterValues, page: number) {
  const query = filterQuery(filters, page);
  return useQuery({
    queryKey: queryKeys.insights.feedback(query),
    queryFn: ({ signal }) => readJson(api.admin.insights.feedback.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
