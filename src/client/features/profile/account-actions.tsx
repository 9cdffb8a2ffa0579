import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';

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
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold">Your account</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onSignOut} disabled={busy}>
          Sign out
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={busy}>
          {exporting ? 'Preparing…' : 'Export my data'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={busy}>
              Delete my account
            </Button>
          }
          title="Delete your account?"
          description="This permanently removes your profile and everything Waypoint saved for you. It cannot be undone."
          cancelLabel="Cancel"
          confirmLabel="Delete my account"
          onConfirm={onDelete}
        />
      </div>
    </>
  );
}
