import { useMajors } from '@client/shared/lib/use-majors';
import type { CatalogMajors } from '../income-suggestion';

/** GET /api/majors for the early-career figures: the student's majors and the majors that lead to each career. */
export function useCatalogMajors(): CatalogMajors {
  const majors = useMajors();
  return {
    status: majors.isPending ? 'pending' : majors.isError ? 'error' : 'success',
    majors: majors.data ?? [],
    retry: () => void majors.refetch(),
  };
}
