import { useEffect, useRef } from 'react';
import { useSession } from '../session/use-session';
import { clearSyncedProgress } from './local-store';

/**
 * Syncs assessment progress while someone is signed in; mount once, in the
 * root layout. Signing out stops the sync and clears this device's copy of the
 * synced keys: it is safe on the server, and school computers are shared.
 * The sync starts only once the profile is complete (the server refuses
 * progress before the age question, ADR 0004): until then progress stays on
 * this device, and the first merge after /signup takes it up.
 */
export function useProgressSync(): void {
  const session = useSession();
  const userId = session.status === 'signed-in' && session.profile ? session.user.id : null;
  const previousUser = useRef<string | null>(null);
  useEffect(() => {
    const wasSignedIn = previousUser.current !== null;
    previousUser.current = userId;
    if (userId) {
      // The sync's code loads only for a signed-in user (off a visitor's first load).
      let stop: (() => void) | undefined;
      let cancelled = false;
      void import('./progress-sync').then(({ startProgressSync }) => {
        if (!cancelled) stop = startProgressSync();
      });
      return () => {
        cancelled = true;
        stop?.();
      };
    }
    if (wasSignedIn) clearSyncedProgress();
    return undefined;
  }, [userId]);
}
