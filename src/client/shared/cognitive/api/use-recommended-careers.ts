import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** The catalog careers the career categories can recommend (GET /api/cognitive/careers), by code. */
export function useRecommendedCareers() {
  return useQuery({
    queryKey: queryKeys.cognitive.careers,
    queryFn: async ({ signal }) => {
      const { items } = await readJson(api.cognitive.careers.$get({}, { init: { signal } }));
      return new Map(items.map((career) => [career.socCode, career]));
    },
    staleTime: 5 * 60_000,
  });
}
