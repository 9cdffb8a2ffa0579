import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ProfessionalQuery } from '@domain/mentorship/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { careersQuery } from '@client/shared/lib/career-queries';
import { queryKeys } from '@client/shared/lib/query-keys';

export type ProfessionalList = InferResponseType<typeof api.professionals.$get, 200>;
export type ProfessionalCard = ProfessionalList['items'][number];
export type ProfessionalProfile = InferResponseType<(typeof api.professionals)[':id']['$get'], 200>;

export function useProfessionals(query: ProfessionalQuery) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = String(value);
  return useQuery({
    queryKey: queryKeys.mentorship.professionals(params),
    queryFn: ({ signal }) => readJson(api.professionals.$get({ query: params }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function useProfessional(id: string) {
  return useQuery({
    queryKey: queryKeys.mentorship.professional(id),
    queryFn: ({ signal }) => readJson(api.professionals[':id'].$get({ param: { id } }, { init: { signal } })),
  });
}

export type CareerOption = { socCode: string; title: string };

const toCareerOptions = (page: { items: readonly CareerOption[] }): CareerOption[] =>
  page.items.map((career) => ({ socCode: career.socCode, title: career.title }));

/** Careers matching the words typed, for the registration form's career picker. */
export function useCareerOptions(q: string) {
  return useQuery({
    ...careersQuery({ q: q || undefined, pageSize: '100' }),
    select: toCareerOptions,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
