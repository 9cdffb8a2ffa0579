import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A quiz's "Start over" asks first: it throws away every answer given so far. `note` adds what is kept. */
export function StartOverDialog({ answered, onConfirm, note = '' }: { answered: number; onConfirm: () => void; note?: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={answered === 0}>
          Start over
        </Button>
      }
      title="Start the quiz over?"
      description={`This clears the ${answered === 1 ? 'answer' : `${answered} answers`} you have given so far and goes back to the first question.${note ? ` ${note}` : ''}`}
      cancelLabel="Keep my answers"
      confirmLabel="Start over"
      // After "Start over" the quiz focuses its first question; the trigger is disabled by then.
      onConfirm={onConfirm}
    />
  );
}
