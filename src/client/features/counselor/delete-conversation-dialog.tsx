import { ConfirmDialog } from '@client/ui/confirm-dialog';

/** Deleting a saved conversation asks first: it cannot be undone. */
export function DeleteConversationDialog({ title, onConfirm, disabled }: { title: string; onConfirm: () => void; disabled: boolean }) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={disabled}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:text-slate-400"
          aria-label={`Delete “${title}”`}
        >
          Delete
        </button>
      }
      title="Delete this conversation?"
      description={`“${title}” and every answer in it will be deleted from your account. This cannot be undone.`}
      cancelLabel="Keep it"
      confirmLabel="Delete conversation"
      onConfirm={onConfirm}
    />
  );
}
