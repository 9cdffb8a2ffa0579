import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DollarInput } from '@client/ui/dollar-input';

/** A labelled dollar amount with its hint and, once invalid, its message, both read with the input. */
export function DollarField({
  id,
  label,
  hint,
  error,
  registration,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: { message?: string } | undefined;
  registration: UseFormRegisterReturn;
  /** Shown below the input, e.g. a suggested amount. */
  children?: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="text-lg font-semibold">
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {hint}
      </p>
      <DollarInput id={id} invalid={Boolean(error)} aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`} {...registration} />
      {error?.message ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
      {children}
    </div>
  );
}
