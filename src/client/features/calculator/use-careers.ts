import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careerQuery, careersQuery } from '@client/shared/lib/career-queries';

/** Careers matching a search, for the salary picker (GET /api/careers?q=, first 8). */
export function useCareerSearch(query: string) {
  const q = query.trim();
  return useQuery({
    ...careersQuery({ q, pageSize: '8' }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One career by code, to show which career a shared link's salary came from. */
export function useCareer(socCode: string | null) {
  return useQuery({
    ...careerQuery(socCode ?? ''),
    enabled: socCode !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
