import { useNavigate } from 'react-router';
import { CornerNotice } from '@client/ui/corner-notice';
import { writeLocal } from '@client/shared/assessment-state/local-store';

/** The invitation to give feedback. Closing it (×, Not now) or accepting it stores feedbackPopupShown. */
export function FeedbackPopupCard() {
  const navigate = useNavigate();
  const hide = () => writeLocal('feedbackPopupShown', true);
  return (
    <CornerNotice
      title="How is Waypoint working for you?"
      closeLabel="Close"
      onClose={hide}
      actions={[
        { label: 'Not now', onClick: hide },
        {
          label: 'Give feedback',
          primary: true,
          onClick: () => {
            hide();
            void navigate('/feedback-form');
          },
        },
      ]}
    >
      You&apos;ve been exploring for a while. A few minutes of feedback helps us make Waypoint better for students, parents and educators.
    </CornerNotice>
  );
}
