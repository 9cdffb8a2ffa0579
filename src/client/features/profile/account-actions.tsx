import { AlertDialog } from 'radix-ui';
import { Button } from '@client/ui/button';

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
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="danger" disabled={busy}>
              Delete my account
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 bg-slate-900/50" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-xl font-bold">Delete your account?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-700">
                This permanently removes your profile and everything Waypoint saved for you. It cannot be undone.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">Cancel</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="danger" onClick={onDelete}>
                    Delete my account
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </>
  );
}
