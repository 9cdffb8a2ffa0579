import type { ReactNode } from 'react';
import { Link } from '@client/shared/routing';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { useT } from '@client/shared/i18n/i18n-store';
import { Section } from './policy-section';
import { link } from './policy-styles';

const feedbackLink = (words: ReactNode) => (
  <Link to="/feedback-form" className={link}>
    {words}
  </Link>
);

const mailLink = (email: string) => (words: ReactNode) => (
  <a href={`mailto:${email}`} className={link}>
    {words}
  </a>
);

/** Who runs this installation and how to reach them. */
export function PolicyContact() {
  const t = useT('privacy');
  const site = useSiteInfo();
  return (
    <Section id="contact" title={t('privacy.contact')}>
      <p>
        {site.data?.operatorName ? <>{t('privacy.runBy', { name: site.data.operatorName })} </> : null}
        {site.data?.operatorEmail
          ? t.rich('privacy.contactByFeedbackOrMail', {
              link: feedbackLink,
              mail: mailLink(site.data.operatorEmail),
              email: site.data.operatorEmail,
            })
          : t.rich('privacy.contactByFeedback', { link: feedbackLink })}{' '}
        {t('privacy.changes')}
      </p>
    </Section>
  );
}
