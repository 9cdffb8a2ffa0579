import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import type { MeResponse } from '@client/shared/session/use-session';
import { useSession } from '@client/shared/session/use-session';
import { currentLocale, hasStoredLocale, setLocale } from './i18n-store';
import type { Locale } from '@domain/i18n/locales';

/** PATCH /api/profile { language }, and the cached session follows. */
export async function saveAccountLanguage(queryClient: QueryClient, language: Locale): Promise<void> {
  await readJson(api.profile.$patch({ json: { language } }));
  queryClient.setQueryData<MeResponse>(queryKeys.session, (me) => (me?.profile ? { ...me, profile: { ...me.profile, language } } : me));
}

/**
 * A signed-in account's language wins on this device (a parent and a child each keep theirs).
 * An account without one takes the language this browser chose before it signed in.
 */
export function useAccountLanguage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const hasProfile = session.status === 'signed-in' && session.profile !== null;
  const accountLanguage = session.status === 'signed-in' ? (session.profile?.language ?? null) : undefined;
  useEffect(() => {
    if (!hasProfile) return;
    const active = currentLocale();
    if (accountLanguage && accountLanguage !== active) void setLocale(accountLanguage).then(() => queryClient.invalidateQueries());
    else if (!accountLanguage && active && hasStoredLocale()) void saveAccountLanguage(queryClient, active).catch(() => undefined);
  }, [hasProfile, accountLanguage, queryClient]);
}
