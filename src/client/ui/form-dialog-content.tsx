import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { FormDialogState } from './form-dialog-state';
import { Alert } from './alert';
import { Button, buttonClass, type ButtonVariant } from './button';
import { useT } from '@client/shared/i18n/i18n-store';

export type FormDialogContentProps = {
  state: FormDialogState;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
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

/** The dialog of a FormDialog (Radix and its focus trap), loaded when it first opens. */
export function FormDialogContent({
  state,
  returnFocusTo,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel,
  submitVariant = 'primary',
  formClassName,
  children,
}: FormDialogContentProps) {
  const t = useT();
  return (
    <Dialog.Root open={state.open} onOpenChange={state.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className={`mt-4 ${formClassName}`}>
            {children}
            {state.error ? <Alert>{state.error}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass('secondary')}>{t('common.cancel')}</Dialog.Close>
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
