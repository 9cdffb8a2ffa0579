import { useQueries } from '@tanstack/react-query';
import type { Career } from '../../../../domain/catalog/schemas';
import { api, ApiError, readJson } from '../../../lib/api-client';

export const careerKeys = {
  detail: (socCode: string) => ['careers', socCode] as const,
};

export type QuizCareers = {
  status: 'pending' | 'error' | 'success';
  /** Careers that loaded, in the quiz's order; a career the catalog no longer has is left out. */
  careers: Career[];
  retry: () => void;
};

/** GET /api/careers/:socCode for each of the quiz's careers (BLS pay for the income suggestion). */
export function useQuizCareers(socCodes: readonly string[]): QuizCareers {
  return useQueries({
    queries: socCodes.map((socCode) => ({
      queryKey: careerKeys.detail(socCode),
      queryFn: async (): Promise<Career | null> => {
        try {
          return await readJson<Career>(api.careers[':socCode'].$get({ param: { socCode } }));
        } catch (error) {
          // A code the catalog dropped since the quiz ran: skip it rather than fail the suggestion.
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
