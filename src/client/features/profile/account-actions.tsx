import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';

/** Sign out, export my data and delete my account (after a confirmation); all wait while one runs. */
export function AccountActions({
  busy,
  exporting,
  onSignOut,
  onExport,
  onDelete,
}: {
  busy: boolean;
  exporting: boolean;
  onSignOut: () => void;
  onExport: () => void;
  onDelete: () => void;
}) {
  const t = useT('profile');
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold">{t('profile.account')}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onSignOut} disabled={busy}>
          {t('profile.signOut')}
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={busy}>
          {exporting ? t('profile.preparing') : t('profile.export')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={busy}>
              {t('profile.delete')}
            </Button>
          }
          title={t('profile.deleteTitle')}
          description={t('profile.deleteBody')}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('profile.delete')}
          onConfirm={onDelete}
        />
      </div>
    </>
  );
}
