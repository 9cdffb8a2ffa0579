import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ApplicationStatus, HeldMessageDecision } from '@domain/mentorship/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type AdminApplication = InferResponseType<typeof api.admin.professionals.$get, 200>['items'][number];
export type MeetingReport = InferResponseType<(typeof api.admin)['meeting-reports']['$get'], 200>['items'][number];
export type HeldMessage = InferResponseType<(typeof api.admin)['meeting-messages']['held']['$get'], 200>['items'][number];
export type OutboxMail = InferResponseType<(typeof api.admin)['mail-outbox']['$get'], 200>['items'][number];

export function useApplications(status: ApplicationStatus | undefined) {
  return useQuery({
    queryKey: queryKeys.mentorship.admin.applications(status),
    queryFn: ({ signal }) => readJson(api.admin.professionals.$get({ query: status ? { status } : {} }, { init: { signal } })),
  });
}

export type Decision = { id: string } & ({ decision: 'approve' } | { decision: 'reject' | 'suspend'; reason: string });

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) => {
      const param = { id: input.id };
      const endpoint = api.admin.professionals[':id'];
      if (input.decision === 'approve') return readJson(endpoint.approve.$post({ param }));
      const json = { reason: input.reason };
      return readJson(input.decision === 'reject' ? endpoint.reject.$post({ param, json }) : endpoint.suspend.$post({ param, json }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.admin.all }),
  });
}

export function useReports() {
  return useQuery({
    queryKey: queryKeys.mentorship.admin.reports,
    queryFn: ({ signal }) => readJson(api.admin['meeting-reports'].$get({}, { init: { signal } })),
  });
}

export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.admin['meeting-reports'][':id'].reviewed.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.admin.reports }),
  });
}

export function useHeldMessages() {
  return useQuery({
    queryKey: queryKeys.mentorship.admin.heldMessages,
    queryFn: ({ signal }) => readJson(api.admin['meeting-messages'].held.$get({}, { init: { signal } })),
  });
}

export function useReviewHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: HeldMessageDecision }) =>
      readJson(api.admin['meeting-messages'][':id'].review.$post({ param: { id: input.id }, json: { decision: input.decision } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.admin.heldMessages }),
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: queryKeys.mentorship.admin.outbox,
    queryFn: ({ signal }) => readJson(api.admin['mail-outbox'].$get({}, { init: { signal } })),
  });
}
