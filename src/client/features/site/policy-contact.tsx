import { Link } from 'react-router';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { Section } from './policy-section';
import { link } from './policy-styles';

/** Who runs this installation and how to reach them. */
export function PolicyContact() {
  const site = useSiteInfo();
  return (
    <Section id="contact" title="Contact">
      <p>
        {site.data?.operatorName ? <>This installation is run by {site.data.operatorName}, who is responsible for your data. </> : null}
        Questions about your data or this policy: send them through the{' '}
        <Link to="/feedback-form" className={link}>
          feedback form
        </Link>{' '}
        and leave an e-mail address if you would like a reply
        {site.data?.operatorEmail ? (
          <>
            , or write to{' '}
            <a href={`mailto:${site.data.operatorEmail}`} className={link}>
              {site.data.operatorEmail}
            </a>
          </>
        ) : null}
        . If this policy changes in substance, we will say so on this page and update the date above.
      </p>
    </Section>
  );
}
