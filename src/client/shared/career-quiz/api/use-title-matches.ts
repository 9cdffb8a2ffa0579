import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** Every career GET /api/careers?q= finds (title or O*NET alternate title), as socCode → the everyday title it matched by. */
export const titleMatchesQuery = (q: string) => ({
  queryKey: [...queryKeys.careers.all, 'title-matches', q] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const found = new Map<string, string | null>();
    for (let page = 1, total = 1; found.size < total; page++) {
      const next = await readJson(api.careers.$get({ query: { q, pageSize: '100', page: String(page) } }, { init: { signal } }));
      for (const item of next.items) found.set(item.socCode, item.matchedTitle ?? null);
      total = next.total;
      if (next.items.length === 0) break;
    }
    return found;
  },
});

/** The careers a filter box's words find, the same rules as career search; idle for an empty box. */
export function useTitleMatches(q: string) {
  return useQuery({ ...titleMatchesQuery(q), enabled: q.length > 0, staleTime: 5 * 60_000 });
}
