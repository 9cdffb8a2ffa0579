import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { careerSchema, type Career } from '@domain/catalog/schemas';
import { readJson } from '@client/shared/lib/api-client';

const careerPageSchema = z.object({
  items: z.array(careerSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const careerKeys = {
  all: ['careers'] as const,
  search: (q: string) => ['careers', 'search', q] as const,
  one: (socCode: string) => ['careers', 'one', socCode] as const,
};

/** Careers matching a search, for the salary picker (GET /api/careers?q=, first 8). */
export function useCareerSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: careerKeys.search(q),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q, pageSize: '8' });
      return careerPageSchema.parse(await readJson(fetch(`/api/careers?${params.toString()}`, { signal, credentials: 'same-origin' })));
    },
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One career by code, to show which career a shared link's salary came from. */
export function useCareer(socCode: string | null) {
  return useQuery({
    queryKey: careerKeys.one(socCode ?? ''),
    queryFn: async ({ signal }): Promise<Career> =>
      careerSchema.parse(
        await readJson(fetch(`/api/careers/${encodeURIComponent(socCode ?? '')}`, { signal, credentials: 'same-origin' })),
      ),
    enabled: socCode !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
