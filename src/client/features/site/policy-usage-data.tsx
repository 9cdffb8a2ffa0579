import { useT } from '@client/shared/i18n/i18n-store';
import { AnalyticsOptOut } from './analytics-opt-out';

/** What we store: anonymous usage statistics (with the opt-out switch) and server logs. */
export function PolicyUsageData() {
  const t = useT('privacy');
  return (
    <>
      <h3 className="text-lg font-semibold">{t('privacy.usageTitle')}</h3>
      <p>{t('privacy.usage1')}</p>
      <p>{t('privacy.usage2')}</p>
      <p>{t('privacy.usage3')}</p>
      <AnalyticsOptOut />
      <h3 className="text-lg font-semibold">{t('privacy.logsTitle')}</h3>
      <p>{t('privacy.logs')}</p>
    </>
  );
}
