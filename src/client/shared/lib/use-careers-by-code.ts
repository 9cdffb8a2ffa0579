import { useQueries } from '@tanstack/react-query';
import type { Career } from '@domain/catalog/schemas';
import { ApiError } from './api-client';
import { careerQuery } from './career-queries';

export type CareersByCode = {
  status: 'pending' | 'error' | 'success';
  /** Careers that loaded, in the order asked; a code the catalog no longer has is left out. */
  careers: Career[];
  retry: () => void;
};

/** A code the catalog no longer has (404): left out, not an error, and not asked again. */
const notInCatalog = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** GET /api/careers/:socCode for each code, e.g. the career quiz's matches (BLS pay for the financial steps). */
export function useCareersByCode(socCodes: readonly string[]): CareersByCode {
  return useQueries({
    queries: socCodes.map((socCode) => ({
      ...careerQuery(socCode),
      staleTime: 60 * 60 * 1000,
      // TanStack Query's default (3 retries) for anything but a 404.
      retry: (failures: number, error: Error) => !notInCatalog(error) && failures < 3,
    })),
    combine: (results) => {
      const failed = results.filter((r) => r.isError && !notInCatalog(r.error));
      return {
        status: results.some((r) => r.isPending) ? 'pending' : failed.length > 0 ? 'error' : 'success',
        careers: results.flatMap((r) => (r.data ? [r.data] : [])),
        retry: () => {
          for (const r of failed) void r.refetch();
        },
      };
    },
  });
}
