import { UPDATED_AT_KEY } from '@client/shared/assessment-state/local-store';
import { useT } from '@client/shared/i18n/i18n-store';
import { KeyList } from './key-list';
import { POLICY_DEVICE_KEYS, POLICY_SYNCED_KEYS } from './policy-keys';
import { code } from './policy-styles';

/** What we store: account, profile, assessment progress, sessions, rate-limit counters and feedback. */
export function PolicyStoredData() {
  const t = useT('privacy');
  return (
    <>
      <h3 className="text-lg font-semibold">{t('privacy.accountTitle')}</h3>
      <p>{t('privacy.account')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.profileTitle')}</h3>
      <p>{t('privacy.profile')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.progressTitle')}</h3>
      <p>{t('privacy.progress')}</p>
      <ul className="list-disc space-y-1 pl-6">
        {POLICY_SYNCED_KEYS.map(({ keys, what }) => (
          <li key={keys[0]}>
            <KeyList keys={keys} />: {t(what)}
          </li>
        ))}
      </ul>
      <p>{t.rich('privacy.alongside', { key: UPDATED_AT_KEY, code: (words) => <code className={code}>{words}</code> })}</p>
      <ul className="list-disc space-y-1 pl-6">
        {POLICY_DEVICE_KEYS.map(({ keys, what }) => (
          <li key={keys[0]}>
            <KeyList keys={keys} />: {t(what)}
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-semibold">{t('privacy.sessionsTitle')}</h3>
      <p>{t('privacy.sessions')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.rateTitle')}</h3>
      <p>{t('privacy.rate')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.feedbackTitle')}</h3>
      <p>{t('privacy.feedback')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.familyTitle')}</h3>
      <p>{t('privacy.family')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.planTitle')}</h3>
      <p>{t('privacy.plan')}</p>
      <h3 className="text-lg font-semibold">{t('privacy.classesTitle')}</h3>
      <p>{t('privacy.classes')}</p>
    </>
  );
}
