import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocalValue } from '@client/shared/assessment-state/local-store';

/** The beta popup appears 2 seconds after load unless dismissed before. */
export const BETA_POPUP_DELAY_MS = 2000;

// The card's code is fetched when it is due, not with the first page.
const BetaPopupCard = lazy(() => import('./beta-popup-card').then((module) => ({ default: module.BetaPopupCard })));

export function BetaPopup() {
  const dismissed = useLocalValue('betaNotificationDismissed') === true;
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    const timer = setTimeout(() => setDue(true), BETA_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dismissed]);

  if (!due || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <BetaPopupCard />
    </Suspense>
  );
}
