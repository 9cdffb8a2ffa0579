import { AlertDialog } from 'radix-ui';
import { Button } from '../../ui/button';

/** Deleting a saved conversation asks first: it cannot be undone. */
export function DeleteConversationDialog({ title, onConfirm, disabled }: { title: string; onConfirm: () => void; disabled: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          disabled={disabled}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:text-slate-400"
          aria-label={`Delete “${title}”`}
        >
          Delete
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold">Delete this conversation?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            “{title}” and every answer in it will be deleted from your account. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Keep it</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Delete conversation
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
