import { usePageTitle } from '@client/ui/use-page-title';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { PolicyChoices } from './policy-choices';
import { PolicyContact } from './policy-contact';
import { PolicyRetention } from './policy-retention';
import { Section } from './policy-section';
import { PolicyStoredData } from './policy-stored-data';
import { PolicySummary } from './policy-summary';
import { PolicyUsageData } from './policy-usage-data';

export { POLICY_DEVICE_KEYS, POLICY_SYNCED_KEYS } from './policy-keys';

/** Bump when the policy changes in substance. */
export const PRIVACY_POLICY_UPDATED = '23 November 2026';
/** The same day, for the other languages' dates. */
const PRIVACY_POLICY_UPDATED_DAY = Date.UTC(2026, 10, 23);

export function PrivacyPolicyPage() {
  const t = useT('privacy');
  const { locale, intlLocale } = useI18n();
  const updated =
    locale === 'en'
      ? PRIVACY_POLICY_UPDATED
      : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(PRIVACY_POLICY_UPDATED_DAY);
  usePageTitle(t('privacy.title'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t('privacy.title')}</h1>
      <p className="mt-2 text-slate-700">{t('privacy.updated', { date: updated })}</p>

      <PolicySummary />

      <Section id="store" title={t('privacy.store')}>
        <PolicyStoredData />
        <PolicyUsageData />
      </Section>

      <Section id="not" title={t('privacy.not')}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t('privacy.not1')}</li>
          <li>{t('privacy.not2')}</li>
          <li>{t('privacy.not3')}</li>
        </ul>
      </Section>

      <PolicyRetention />

      <Section id="who" title={t('privacy.who')}>
        <p>{t('privacy.whoText')}</p>
      </Section>

      <PolicyChoices />

      <Section id="children" title={t('privacy.children')}>
        <p>{t('privacy.childrenText')}</p>
      </Section>

      <PolicyContact />
    </article>
  );
}
