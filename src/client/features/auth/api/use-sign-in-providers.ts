import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/** GET /api/sign-in-providers: the sign-in buttons this server offers (none when sign-in is not set up). */
export function useSignInProviders() {
  return useQuery({
    queryKey: queryKeys.signInProviders,
    queryFn: () => readJson(api['sign-in-providers'].$get()),
  });
}
