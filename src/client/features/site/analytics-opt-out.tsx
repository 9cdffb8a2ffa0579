import { useId, useSyncExternalStore } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import { browserRefusesTracking, isOptedOut, setOptedOut, subscribeToOptOut } from '@client/shared/lib/analytics';

const subscribeToNothing = () => () => undefined;

/** The device-only switch for Waypoint's own usage statistics. */
export function AnalyticsOptOut() {
  const t = useT('site');
  const id = useId();
  const optedOut = useSyncExternalStore(subscribeToOptOut, isOptedOut, () => false);
  // The browser's setting cannot change during a visit; the prerendered page (ADR 0029) assumes it is off, then checks.
  const refused = useSyncExternalStore(subscribeToNothing, browserRefusesTracking, () => false);
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
          {t('site.optOut.label')}
        </label>
      </div>
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-slate-700">
        {refused ? t('site.optOut.refused') : counted ? t('site.optOut.on') : t('site.optOut.off')}
      </p>
    </div>
  );
}
