import { useState } from 'react';

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
