import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { Section } from './policy-section';
import { link } from './policy-styles';

/** Export, correct, delete, or use Waypoint without an account. */
export function PolicyChoices() {
  const t = useT('privacy');
  return (
    <Section id="choices" title={t('privacy.choices')}>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          {t.rich('privacy.seeData', {
            strong: (chunks) => <strong>{chunks}</strong>,
            link: (chunks) => (
              <Link to="/profile" className={link}>
                {chunks}
              </Link>
            ),
          })}
        </li>
        <li>
          <strong>{t('privacy.correct')}</strong> {t('privacy.correctText')}
        </li>
        <li>
          <strong>{t('privacy.delete')}</strong> {t('privacy.deleteText')}
        </li>
        <li>
          <strong>{t('privacy.noAccount')}</strong> {t('privacy.noAccountText')}
        </li>
      </ul>
    </Section>
  );
}
