import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type MyApplication = NonNullable<InferResponseType<typeof api.professionals.me.$get, 200>['application']>;

export function useMyApplication() {
  return useQuery({
    queryKey: queryKeys.mentorship.myApplication,
    queryFn: ({ signal }) => readJson(api.professionals.me.$get({}, { init: { signal } })),
  });
}

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfessionalApplication) => readJson(api.professionals.me.$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.mentorship.myApplication, data),
  });
}

/**
 * The headshot goes as the raw file body: the server checks the bytes, whatever the file is called.
 * The route has no body validator, so the typed client sends the file through `init.body`.
 */
export function useUploadHeadshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      readJson(api.professionals.me.headshot.$put({}, { headers: { 'Content-Type': 'application/octet-stream' }, init: { body: file } })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.mentorship.myApplication, data),
  });
}
