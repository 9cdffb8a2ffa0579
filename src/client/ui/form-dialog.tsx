import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

import type { FormDialogContentProps } from './form-dialog-content';

export { useFormDialogState, type FormDialogState } from './form-dialog-state';

// Radix's dialog, focus trap and scroll lock load when a dialog first opens, not with every page that has one.
const FormDialogContent = lazy(() => import('./form-dialog-content').then((module) => ({ default: module.FormDialogContent })));

type FormDialogProps = Omit<FormDialogContentProps, 'returnFocusTo'> & {
  /** What the trigger button shows, and its look. */
  trigger: ReactNode;
  triggerClassName: string;
};

/** A button that opens a small form in a modal dialog, with Cancel and a submit that waits while the request runs. */
export function FormDialog({ trigger, triggerClassName, ...content }: FormDialogProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once loaded the dialog stays mounted (closed), as it was before it loaded lazily.
  const [opened, setOpened] = useState(false);
  const { state } = content;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        onClick={() => {
          setOpened(true);
          state.onOpenChange(true);
        }}
      >
        {trigger}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <FormDialogContent returnFocusTo={triggerRef} {...content} />
        </Suspense>
      ) : null}
    </>
  );
}
