import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type UsageInsights = InferResponseType<(typeof api.admin.insights.usage)['$get'], 200>;

/** A preset ("7", "30", "90" days) or a custom range of UTC days. */
export type UsagePeriodQuery = { days: '7' | '30' | '90' } | { from: string; to: string };

/** GET /api/admin/insights/usage for the chosen period. */
export function useUsageInsights(period: UsagePeriodQuery) {
  return useQuery({
    queryKey: queryKeys.insights.usage(period),
    queryFn: ({ signal }) => readJson(api.admin.insights.usage.$get({ query: period }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
