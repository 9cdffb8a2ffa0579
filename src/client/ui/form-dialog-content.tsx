import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button, buttonClass, type ButtonVariant } from './button';

/** Whether the dialog is open and why its last submit failed; opening or closing it clears the error. */
export function useFormDialogState() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    open,
    error,
    setError,
    close: () => setOpen(false),
    onOpenChange: (next: boolean) => {
      setOpen(next);
      setError(null);
    },
  };
}

export type FormDialogState = ReturnType<typeof useFormDialogState>;

type FormDialogProps = {
  state: FormDialogState;
  /** What the trigger button shows, and its look. */
  trigger: ReactNode;
  triggerClassName: string;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  formClassName: string;
  /** The form's fields. */
  children: ReactNode;
};

/** A button that opens a small form in a modal dialog, with Cancel and a submit that waits while the request runs. */
export function FormDialog({
  state,
  trigger,
  triggerClassName,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel,
  submitVariant = 'primary',
  formClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={state.open} onOpenChange={state.onOpenChange}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className={`mt-4 ${formClassName}`}>
            {children}
            {state.error ? <Alert>{state.error}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
              <Button type="submit" variant={submitVariant} disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
