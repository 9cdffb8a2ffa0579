import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '../../ui/button';

/** "Start over" asks first: it throws away every answer given so far. */
export function StartOverDialog({ answered, onConfirm }: { answered: number; onConfirm: () => void }) {
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={answered === 0}>
          Start over
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          // After "Start over" the quiz focuses its first question; the trigger is disabled by then.
          onCloseAutoFocus={(event) => {
            if (confirmed.current) event.preventDefault();
            confirmed.current = false;
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold">Start the quiz over?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            This clears the {answered === 1 ? 'answer' : `${answered} answers`} you have given so far and goes back to the first question.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Keep my answers</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() => {
                  confirmed.current = true;
                  onConfirm();
                }}
              >
                Start over
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
