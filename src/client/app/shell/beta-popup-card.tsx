import { useNavigate } from 'react-router';
import { CornerNotice } from '@client/ui/corner-notice';
import { writeLocal } from '@client/shared/assessment-state/local-store';

/** The beta notice. Closing it (×, Later or Get Started) stores betaNotificationDismissed. */
export function BetaPopupCard() {
  const navigate = useNavigate();
  const dismiss = () => writeLocal('betaNotificationDismissed', true);
  return (
    <CornerNotice
      title="Waypoint is in beta"
      closeLabel="Dismiss"
      onClose={dismiss}
      actions={[
        { label: 'Later', onClick: dismiss },
        {
          label: 'Get Started',
          primary: true,
          onClick: () => {
            dismiss();
            void navigate('/full-assessment');
          },
        },
      ]}
    >
      The Premium Assessment (cognitive games, an AI counselor and career exploration) is free while we&apos;re in beta.
    </CornerNotice>
  );
}
