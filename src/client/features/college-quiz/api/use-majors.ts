import { useQuery } from '@tanstack/react-query';
import type { Major } from '@domain/catalog/schemas';
import { api, readJson } from '@client/lib/api-client';

export const majorKeys = { all: ['majors'] as const };

/** GET /api/majors: the whole (small) list of majors, for the intended-majors picker. */
export function useMajors() {
  return useQuery({
    queryKey: majorKeys.all,
    queryFn: async () => (await readJson<{ items: Major[] }>(api.majors.$get())).items,
    staleTime: 60 * 60 * 1000,
  });
}
