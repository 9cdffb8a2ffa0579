import type { UseFormRegister } from 'react-hook-form';
import { EMAIL_MAX_LENGTH } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldClass, labelClass, type FieldHelp } from './field-help';

/** The optional reply address. */
export function EmailField({ register, help }: { register: UseFormRegister<FeedbackFormValues>; help: FieldHelp }) {
  const { id } = help;
  const t = useT('feedback');
  return (
    <div>
      <label htmlFor={id('email')} className={labelClass}>
        {t('feedback.email')} <span className="text-sm font-normal text-slate-600">{t('feedback.optional')}</span>
      </label>
      <p id={id('email-hint')} className="text-sm text-slate-600">
        {t('feedback.emailHint')}
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
