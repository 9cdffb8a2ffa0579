import { useNavigate } from '@client/shared/routing';
import { CornerNotice } from '@client/ui/corner-notice';
import { writeLocal } from '@client/shared/assessment-state/local-store';
import { useT } from '@client/shared/i18n/i18n-store';

/** The invitation to give feedback. Closing it (×, Not now) or accepting it stores feedbackPopupShown. */
export function FeedbackPopupCard() {
  const navigate = useNavigate();
  const t = useT('feedback');
  const hide = () => writeLocal('feedbackPopupShown', true);
  return (
    <CornerNotice
      title={t('feedback.popupTitle')}
      closeLabel={t('feedback.popupClose')}
      onClose={hide}
      actions={[
        { label: t('feedback.popupNotNow'), onClick: hide },
        {
          label: t('feedback.popupGive'),
          primary: true,
          onClick: () => {
            hide();
            void navigate('/feedback-form');
          },
        },
      ]}
    >
      {t('feedback.popupBody')}
    </CornerNotice>
  );
}
