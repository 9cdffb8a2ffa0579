import { usePageTitle } from '@client/ui/use-page-title';
import { FeedbackSection } from './feedback-section';
import { UsageSection } from './usage-section';

/** /admin/insights: usage from first-party analytics, and the feedback people sent (admins only). */
export function InsightsPage() {
  usePageTitle('Insights');
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Administration</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Insights</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          How Waypoint is used, from our own anonymous statistics (no IP addresses, no cookies; visitors who ask not to be tracked are not
          counted), and what people told us in the feedback form.
        </p>
      </div>
      <UsageSection />
      <FeedbackSection />
    </div>
  );
}
