import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

export type ConfirmDialogContentProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to after cancelling (the button that opened the dialog). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/**
 * The dialog itself (Radix and its focus trap), loaded when a ConfirmDialog first
 * opens. After confirming, focus is left to the page (the trigger may be gone or
 * disabled by then); after cancelling it returns to the trigger.
 */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: ConfirmDialogContentProps) {
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!confirmed.current) returnFocusTo?.current?.focus();
            confirmed.current = false;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() => {
                  confirmed.current = true;
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
