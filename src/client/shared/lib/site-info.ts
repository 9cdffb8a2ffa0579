import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api-client';
import { queryKeys } from './query-keys';

export type SiteInfo = InferResponseType<typeof api.site.$get, 200>;

/** Who runs this installation, as configured by the deployer (OPERATOR_NAME, OPERATOR_EMAIL). */
export function useSiteInfo() {
  return useQuery({
    queryKey: queryKeys.siteInfo,
    queryFn: () => readJson(api.site.$get()),
    staleTime: Infinity,
  });
}
