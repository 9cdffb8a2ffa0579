import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type MeResponse = Awaited<ReturnType<typeof fetchMe>>;

interface Me {
  user: { id: string; name: string; email: string; role: 'admin' | 'user' };
  profile: {
    fullName: string;
    userType: 'Student' | 'Parent' | 'Educator';
    email: string;
    language: 'en' | 'es' | null;
    createdAt: string;
  } | null;
}

/** null when signed out. */
async function fetchMe(): Promise<Me | null> {
  const body = await readJson(api.me.$get());
  return body.user ? { user: body.user, profile: body.profile } : null;
}

export const sessionQuery = { queryKey: queryKeys.session, queryFn: fetchMe, staleTime: 60_000, retry: 1 } as const;

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: NonNullable<MeResponse>['user']; profile: NonNullable<MeResponse>['profile'] };

/** The current user (and profile) as the server sees it. */
export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  if (query.isPending) return { status: 'loading' };
  if (!query.data) return { status: 'signed-out' };
  return { status: 'signed-in', user: query.data.user, profile: query.data.profile };
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.session });
}
