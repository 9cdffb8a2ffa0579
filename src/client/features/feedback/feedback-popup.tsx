import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@client/shared/routing';
import { FEEDBACK_POPUP_DELAY_MS } from '@domain/feedback/timers';
import { useLocalValue } from '@client/shared/assessment-state/local-store';

// The card's code is fetched when it is due, not with the first page.
const FeedbackPopupCard = lazy(() => import('./feedback-popup-card').then((module) => ({ default: module.FeedbackPopupCard })));

/**
 * After ten minutes on the site, unless feedbackPopupShown, invite the
 * visitor to give feedback. It waits while the beta popup is open, so the two
 * never cover each other, and stays away from the feedback form itself.
 */
export function FeedbackPopup() {
  const shown = useLocalValue('feedbackPopupShown') === true;
  const betaOpen = useLocalValue('betaNotificationDismissed') !== true;
  const onForm = useLocation().pathname === '/feedback-form';
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setDue(true), FEEDBACK_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!due || shown || betaOpen || onForm) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackPopupCard />
    </Suspense>
  );
}
