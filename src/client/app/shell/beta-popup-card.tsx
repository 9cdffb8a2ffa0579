import { useNavigate } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { CornerNotice } from '@client/ui/corner-notice';
import { writeLocal } from '@client/shared/assessment-state/local-store';

/** The beta notice. Closing it (×, Later or Get Started) stores betaNotificationDismissed. */
export function BetaPopupCard() {
  const t = useT();
  const navigate = useNavigate();
  const dismiss = () => writeLocal('betaNotificationDismissed', true);
  return (
    <CornerNotice
      title={t('shell.betaTitle')}
      closeLabel={t('shell.dismiss')}
      onClose={dismiss}
      actions={[
        { label: t('shell.betaLater'), onClick: dismiss },
        {
          label: t('shell.betaGetStarted'),
          primary: true,
          onClick: () => {
            dismiss();
            void navigate('/full-assessment');
          },
        },
      ]}
    >
      {t('shell.betaBody')}
    </CornerNotice>
  );
}
