import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import type { FormValues } from './registration-form-values';

export const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
export const labelClass = 'font-semibold text-slate-900';

/** What each part of the registration form needs: register, the errors, and ids under one useId prefix. */
export interface RegistrationFieldHelp {
  t: Translate<'mentorship'>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  id: (name: string) => string;
  errorText: (name: string, message: string | undefined) => ReactNode;
  describedBy: (name: string, has: boolean) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function registrationFieldHelp(
  prefix: string,
  register: UseFormRegister<FormValues>,
  errors: FieldErrors<FormValues>,
  t: Translate<'mentorship'>,
): RegistrationFieldHelp {
  const id = (name: string) => `${prefix}-${name}`;
  const errorText = (name: string, message: string | undefined) =>
    message ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm text-red-800">
        {fieldErrorText(t, message)}
      </p>
    ) : null;
  const describedBy = (name: string, has: boolean) =>
    has ? { 'aria-invalid': true as const, 'aria-describedby': id(`${name}-error`) } : {};
  return { t, register, errors, id, errorText, describedBy };
}
