import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@client/shared/lib/api-client';

/** GET /api/sign-in-providers: the sign-in buttons this server offers (none when sign-in is not set up). */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: () => readJson(api['sign-in-providers'].$get()),
  });
}
