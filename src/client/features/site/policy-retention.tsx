import { useT } from '@client/shared/i18n/i18n-store';
import { Section } from './policy-section';

/** How long each kind of data is kept. */
export function PolicyRetention() {
  const t = useT('privacy');
  return (
    <Section id="keep" title={t('privacy.keep')}>
      <ul className="list-disc space-y-2 pl-6">
        <li>{t('privacy.keep1')}</li>
        <li>{t('privacy.keep2')}</li>
        <li>{t('privacy.keep3')}</li>
        <li>{t('privacy.keep4')}</li>
        <li>{t('privacy.keep5')}</li>
        <li>{t('privacy.keep6')}</li>
      </ul>
      <p>{t('privacy.keepDelete')}</p>
    </Section>
  );
}
