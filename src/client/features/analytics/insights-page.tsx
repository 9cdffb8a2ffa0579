import { useT } from '@client/shared/i18n/i18n-store';
import { usePageTitle } from '@client/ui/use-page-title';
import { FeedbackSection } from './feedback-section';
import { UsageSection } from './usage-section';

/** /admin/insights: usage from first-party analytics, and the feedback people sent (admins only). */
export function InsightsPage() {
  const t = useT('analytics');
  usePageTitle(t('analytics.pageTitle'));
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('analytics.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('analytics.heading')}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{t('analytics.intro')}</p>
      </div>
      <UsageSection />
      <FeedbackSection />
    </div>
  );
}
