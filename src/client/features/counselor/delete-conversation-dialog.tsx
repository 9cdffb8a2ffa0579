import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';

/** Deleting a saved conversation asks first: it cannot be undone. */
export function DeleteConversationDialog({ title, onConfirm, disabled }: { title: string; onConfirm: () => void; disabled: boolean }) {
  const t = useT('counselor');
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={disabled}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:text-slate-400"
          aria-label={t('counselor.deleteLabel', { title })}
        >
          {t('counselor.delete')}
        </button>
      }
      title={t('counselor.deleteTitle')}
      description={t('counselor.deleteDescription', { title })}
      cancelLabel={t('counselor.keepIt')}
      confirmLabel={t('counselor.deleteConfirm')}
      onConfirm={onConfirm}
    />
  );
}
