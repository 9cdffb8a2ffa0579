import { Link } from '@client/shared/routing';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { useT } from '@client/shared/i18n/i18n-store';
import { Section } from './policy-section';
import { link } from './policy-styles';

/** Who runs this installation and how to reach them. */
export function PolicyContact() {
  const t = useT('privacy');
  const site = useSiteInfo();
  return (
    <Section id="contact" title={t('privacy.contact')}>
      <p>
        {site.data?.operatorName ? <>{t('privacy.runBy', { name: site.data.operatorName })} </> : null}
        {t('privacy.contactBefore')}{' '}
        <Link to="/feedback-form" className={link}>
          {t('privacy.feedbackLink')}
        </Link>{' '}
        {t('privacy.contactAfter')}
        {site.data?.operatorEmail ? (
          <>
            {t('privacy.writeTo')}{' '}
            <a href={`mailto:${site.data.operatorEmail}`} className={link}>
              {site.data.operatorEmail}
            </a>
          </>
        ) : null}
        {t('privacy.changes')}
      </p>
    </Section>
  );
}
