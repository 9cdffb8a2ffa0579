import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** Which counselor answers (the configured model or the offline counselor). */
export function useCounselorStatus() {
  return useQuery({
    queryKey: queryKeys.counselor.status,
    queryFn: ({ signal }) => readJson(api.counselor.status.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
}
