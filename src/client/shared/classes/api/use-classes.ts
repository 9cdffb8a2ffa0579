import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { JoinClass } from '@domain/classes/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/*
 * A student's classes: the ones they joined (use-my-classes.ts, on its own so the
 * dashboard's first load carries no mutation code), the consent preview of a code or link, joining
 * and leaving.
 */

export { useMyClasses, useRosterInvitations, type Membership, type RosterInvitation } from './use-my-classes';
export type JoinPreview = InferResponseType<typeof api.classes.preview.$post, 200>;

export function usePreviewClass() {
  return useMutation({ mutationFn: (input: JoinClass) => readJson(api.classes.preview.$post({ json: input })) });
}

export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JoinClass) => (await readJson(api.classes.join.$post({ json: input }))).membership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.classes.memberships[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

/** Joins a class the school's roster offered (after the same consent screen as a code). */
export function useJoinRostered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await readJson(api.classes.rostered[':id'].join.$post({ param: { id } }))).membership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

/** "Not my class": it is not offered again. */
export function useDeclineRostered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.classes.rostered[':id'].decline.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
