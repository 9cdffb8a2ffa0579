import type { ReactNode } from 'react';
import { Button } from './button';
import { FieldError } from './field-error';

/** A short code typed by hand (a class code, a family invite code): label, hint, the field and its submit button in one row. */
export function ShortCodeField({
  fieldId,
  label,
  hint,
  code,
  onCodeChange,
  error,
  pending,
  submitLabel,
  pendingLabel,
}: {
  fieldId: string;
  label: ReactNode;
  hint: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <>
      <label htmlFor={fieldId} className="block font-semibold">
        {label}
      </label>
      <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          name="code"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-mono text-lg tracking-widest uppercase sm:max-w-xs"
        />
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
      <FieldError fieldId={fieldId} error={error} />
    </>
  );
}
