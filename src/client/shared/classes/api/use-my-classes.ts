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
