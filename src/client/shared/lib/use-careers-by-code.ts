import { useQueries } from '@tanstack/react-query';
import type { Career } from '@domain/catalog/schemas';
import { api, ApiError, readJson } from './api-client';

export type CareersByCode = {
  status: 'pending' | 'error' | 'success';
  /** Careers that loaded, in the order asked; a code the catalog no longer has is left out. */
  careers: Career[];
  retry: () => void;
};

/** GET /api/careers/:socCode for each code, e.g. the career quiz's matches (BLS pay for the financial steps). */
export function useCareersByCode(socCodes: readonly string[]): CareersByCode {
  return useQueries({
    queries: socCodes.map((socCode) => ({
      queryKey: ['careers', socCode] as const,
      queryFn: async (): Promise<Career | null> => {
        try {
          return await readJson(api.careers[':socCode'].$get({ param: { socCode } }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: 60 * 60 * 1000,
    })),
    combine: (results) => ({
      status: results.some((r) => r.isPending) ? 'pending' : results.some((r) => r.isError) ? 'error' : 'success',
      careers: results.flatMap((r) => (r.data ? [r.data] : [])),
      retry: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
