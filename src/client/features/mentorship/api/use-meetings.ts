import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MeetingAction, MeetingRequest } from '@domain/mentorship/schemas';
import { trackEvent } from '@client/shared/lib/track-event';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

export type MyMeeting = InferResponseType<typeof api.meetings.$get, 200>['items'][number];
export type MeetingDetail = InferResponseType<(typeof api.meetings)[':id']['$get'], 200>;
export type SafetyContact = InferResponseType<(typeof api)['safety-contacts']['$get'], 200>['items'][number];

export function useMyMeetings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.mentorship.meetings,
    queryFn: ({ signal }) => readJson(api.meetings.$get({}, { init: { signal } })),
    enabled,
  });
}

export function useMeeting(id: string) {
  return useQuery({
    queryKey: queryKeys.mentorship.meeting(id),
    queryFn: ({ signal }) => readJson(api.meetings[':id'].$get({ param: { id } }, { init: { signal } })),
    // New messages from the other side show up without a reload.
    refetchInterval: 30_000,
  });
}

export function useRequestMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingRequest) => readJson(api.meetings.$post({ json: input })),
    onSuccess: () => {
      trackEvent('meeting_requested');
      return queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.all });
    },
  });
}

export function useMeetingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MeetingAction) => readJson(api.meetings[':id'].actions.$post({ param: { id }, json: action })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.all }),
  });
}

export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => readJson(api.meetings[':id'].messages.$post({ param: { id }, json: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.meeting(id) }),
  });
}

export function useReportMeeting(id: string) {
  return useMutation({
    mutationFn: (reason: string) => readJson(api.meetings[':id'].reports.$post({ param: { id }, json: { reason } })),
  });
}

export function useSafetyContacts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.mentorship.safetyContacts,
    queryFn: ({ signal }) => readJson(api['safety-contacts'].$get({}, { init: { signal } })),
    enabled,
  });
}

export function useAddSafetyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => readJson(api['safety-contacts'].$post({ json: { email } })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.mentorship.safetyContacts, data),
  });
}

export function useRemoveSafetyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api['safety-contacts'][':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.safetyContacts }),
  });
}
