import { useId, type ComponentPropsWithoutRef } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { FieldError } from '@client/ui/field-error';

export const inputClass = 'mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3';

/** A labelled input with its error message under it, tied together for screen readers. */
export function LabelledInput({
  label,
  error,
  className = '',
  ...input
}: ComponentPropsWithoutRef<'input'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** A query that failed: the server's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('analytics');
  return (
    <Alert>
      <p>{message}</p>
      <button type="button" className="mt-2 font-semibold underline" onClick={onRetry}>
        {t('analytics.tryAgain')}
      </button>
    </Alert>
  );
}
