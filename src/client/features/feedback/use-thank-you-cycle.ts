import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_THANK_YOU_MS } from '@domain/feedback/timers';

/**
 * The thank-you screen: it takes focus, and after FEEDBACK_THANK_YOU_MS the form is reset and shown
 * again with focus back on the heading.
 */
export function useThankYouCycle(resetForm: () => void) {
  const [thanking, setThanking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!thanking) return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      resetForm();
      setThanking(false);
    }, FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanking, resetForm]);

  // Back from the thank-you screen: start again at the top.
  const wasThanking = useRef(false);
  useEffect(() => {
    if (wasThanking.current && !thanking) headingRef.current?.focus();
    wasThanking.current = thanking;
  }, [thanking]);

  return { thanking, startThanking: () => setThanking(true), headingRef, thanksRef };
}
