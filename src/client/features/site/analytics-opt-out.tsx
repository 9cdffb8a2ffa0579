import { useId, useSyncExternalStore } from 'react';
import { browserRefusesTracking, isOptedOut, setOptedOut, subscribeToOptOut } from '@client/shared/lib/analytics';

/** The device-only switch for Waypoint's own usage statistics. */
export function AnalyticsOptOut() {
  const id = useId();
  const optedOut = useSyncExternalStore(subscribeToOptOut, isOptedOut, () => false);
  const refused = browserRefusesTracking();
  const counted = !refused && !optedOut;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          checked={counted}
          disabled={refused}
          aria-describedby={`${id}-status`}
          onChange={(event) => setOptedOut(!event.target.checked)}
        />
        <label htmlFor={id} className="font-semibold">
          Count my visits in Waypoint&apos;s anonymous usage statistics
        </label>
      </div>
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-slate-700">
        {refused
          ? 'Your browser asks websites not to track you (Do Not Track or Global Privacy Control), so nothing is sent from this browser.'
          : counted
            ? 'On: this browser sends anonymous page views and events. The choice applies to this browser only.'
            : 'Off: this browser sends nothing. The choice applies to this browser only.'}
      </p>
    </div>
  );
}
