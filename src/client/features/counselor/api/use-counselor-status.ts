import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';

/** Which counselor answers (the configured model or the offline counselor). */
export function useCounselorStatus() {
  return useQuery({
    queryKey: ['counselor', 'status'],
    queryFn: ({ signal }) => readJson(api.counselor.status.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
}
