import { AlertDialog } from 'radix-ui';
import { Button } from '../../ui/button';

/** "Start over" asks first: it clears every game result (spec 4: reset makes a new assessment). */
export function ResetAssessmentDialog({ played, onConfirm }: { played: number; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Start the games over</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold">Start the games over?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            This deletes your results from the {played === 1 ? 'game' : `${played} games`} you have played, on this device and in your account.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Keep my results</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Delete my results
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
