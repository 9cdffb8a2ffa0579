import type { UseFormRegister } from 'react-hook-form';
import { EMAIL_MAX_LENGTH } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { fieldClass, labelClass, type FieldHelp } from './field-help';

/** The optional reply address. */
export function EmailField({ register, help }: { register: UseFormRegister<FeedbackFormValues>; help: FieldHelp }) {
  const { id } = help;
  return (
    <div>
      <label htmlFor={id('email')} className={labelClass}>
        Email <span className="text-sm font-normal text-slate-600">(optional)</span>
      </label>
      <p id={id('email-hint')} className="text-sm text-slate-600">
        Only if you would like us to reply.
      </p>
      <input
        id={id('email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        className={`${fieldClass} min-h-11`}
        aria-invalid={Boolean(help.errors.email)}
        aria-describedby={help.describedBy('email', id('email-hint'))}
        {...register('email')}
      />
      {help.errorText('email')}
    </div>
  );
}
