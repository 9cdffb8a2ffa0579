import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/* The classes a student joined, with their assignments (on /profile and the dashboard); joining and leaving are in use-classes.ts. */

export type Membership = InferResponseType<typeof api.classes.joined.$get, 200>['items'][number];

export function useMyClasses(enabled = true) {
  return useQuery({
    queryKey: queryKeys.classes.joined,
    queryFn: async ({ signal }) => (await readJson(api.classes.joined.$get(undefined, { init: { signal } }))).items,
    enabled,
  });
}

export type RosterInvitation = InferResponseType<typeof api.classes.rostered.$get, 200>['items'][number];

/** Classes the school's roster put the student in, waiting for them to join or say no (on the dashboard, /profile and /classes/join). */
export function useRosterInvitations(enabled = true) {
  return useQuery({
    queryKey: queryKeys.classes.rostered,
    queryFn: async ({ signal }) => (await readJson(api.classes.rostered.$get(undefined, { init: { signal } }))).items,
    enabled,
  });
}
