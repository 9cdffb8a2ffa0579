import type { ReactNode } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import type { FieldErrors } from 'react-hook-form';
import type { Translate } from '@client/shared/i18n/messages';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import type { FeedbackFormValues } from './feedback-form-values';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
export const labelClass = 'font-semibold text-slate-900';
/** " (required)" after a field's label. */
export function RequiredMark() {
  const t = useT('feedback');
  return <span className="text-sm font-normal text-slate-600">{t('feedback.required')}</span>;
}

type FieldName = keyof FeedbackFormValues;

/** Ids, error messages and aria-describedby for the fields of one form (one useId prefix, so hints and errors line up). */
export interface FieldHelp {
  errors: FieldErrors<FeedbackFormValues>;
  id: (name: string) => string;
  errorText: (name: FieldName) => ReactNode;
  describedBy: (name: FieldName, hint?: string) => string | undefined;
}

export function fieldHelp(prefix: string, errors: FieldErrors<FeedbackFormValues>, t: Translate<'feedback'>): FieldHelp {
  const id = (name: string) => `${prefix}-${name}`;
  const errorText = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm font-medium text-red-800">
        {fieldErrorText(t, message)}
      </p>
    ) : null;
  };
  const describedBy = (name: FieldName, hint?: string) =>
    [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;
  return { errors, id, errorText, describedBy };
}
