import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';

/** "Start over" asks first: it clears every game result (spec 4: reset makes a new assessment). */
export function ResetAssessmentDialog({ played, onConfirm }: { played: number; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Start the games over</Button>}
      title="Start the games over?"
      description={`This deletes your results from the ${played === 1 ? 'game' : `${played} games`} you have played, on this device and in your account.`}
      cancelLabel="Keep my results"
      confirmLabel="Delete my results"
      onConfirm={onConfirm}
    />
  );
}
