import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { RedeemInvite } from '@domain/family/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/*
 * Family links, for both sides: the student's "Who can see my results" on /profile and
 * the parent's /family. Every change refetches the whole family resource: lists are short.
 */

export type NewInvite = InferResponseType<typeof api.family.invites.$post, 201>['invite'];
export type OpenInvite = InferResponseType<typeof api.family.invites.$get, 200>['items'][number];
export type LinkedPerson = InferResponseType<typeof api.family.parents.$get, 200>['items'][number];
export type AccessLogPage = InferResponseType<(typeof api)['access-log']['$get'], 200>;
export type ChildOverview = InferResponseType<(typeof api.family.children)[':id']['$get'], 200>;

function useInvalidateFamily() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.family.all });
}

export function useOpenInvites() {
  return useQuery({
    queryKey: queryKeys.family.invites,
    queryFn: async ({ signal }) => (await readJson(api.family.invites.$get(undefined, { init: { signal } }))).items,
  });
}

export function useLinkedParents() {
  return useQuery({
    queryKey: queryKeys.family.parents,
    queryFn: async ({ signal }) => (await readJson(api.family.parents.$get(undefined, { init: { signal } }))).items,
  });
}

export function useAccessLog(page: number) {
  return useQuery({
    queryKey: queryKeys.family.accessLog(page),
    queryFn: ({ signal }) => readJson(api['access-log'].$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function useLinkedChildren(enabled = true) {
  return useQuery({
    queryKey: queryKeys.family.children,
    queryFn: async ({ signal }) => (await readJson(api.family.children.$get(undefined, { init: { signal } }))).items,
    enabled,
  });
}

export function useChildOverview(linkId: string) {
  return useQuery({
    queryKey: queryKeys.family.child(linkId),
    queryFn: ({ signal }) => readJson(api.family.children[':id'].$get({ param: { id: linkId } }, { init: { signal } })),
    retry: false,
  });
}

export function useCreateInvite() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: async () => (await readJson(api.family.invites.$post())).invite,
    onSettled: invalidate,
  });
}

export function useRevokeInvite() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: (id: string) => readJson(api.family.invites[':id'].$delete({ param: { id } })),
    onSettled: invalidate,
  });
}

export function useUnlink() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: (linkId: string) => readJson(api.family.links[':id'].$delete({ param: { id: linkId } })),
    onSettled: invalidate,
  });
}

export function useRedeemInvite() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: async (input: RedeemInvite) => (await readJson(api.family.redeem.$post({ json: input }))).link,
    onSettled: invalidate,
  });
}
