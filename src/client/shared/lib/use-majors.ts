import { useQuery } from '@tanstack/react-query';
import { api, readJson } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/majors: every major with its earnings, debt and source (a small list, cached for the visit). */
export function useMajors() {
  return useQuery({
    queryKey: queryKeys.majors,
    queryFn: async () => (await readJson(api.majors.$get())).items,
    staleTime: 60 * 60 * 1000,
  });
}
