import { useCallback, useRef } from 'react';
import type { AnalyticsEventName } from '@domain/analytics/events';
import type { PropsArgument } from './analytics';
import { trackEvent } from './track-event';

/** A callback that records the event the first time it is called while the page is open (e.g. "calculator used"). */
export function useTrackOnce<Name extends AnalyticsEventName>(name: Name, ...props: PropsArgument<Name>): () => void {
  const tracked = useRef(false);
  const [firstProps] = props;
  return useCallback(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackEvent(name, ...((firstProps === undefined ? [] : [firstProps]) as PropsArgument<Name>));
  }, [name, firstProps]);
}
