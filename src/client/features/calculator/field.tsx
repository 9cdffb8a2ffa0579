import type { ReactNode } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';

/* A calculator's labelled field, shared by the repayment and the borrowing calculators' forms. */

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';

/** A labelled input with its error message (an error code, worded here) wired to it. */
export function Field({
  id,
  label,
  hint,
  error: code,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const t = useT('calculator');
  const error = fieldErrorText(t, code);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
