import type { UseFormRegister } from 'react-hook-form';
import { ANSWER_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@domain/feedback/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { CATEGORY_OPTIONS } from './feedback-messages';
import type { FeedbackFormValues } from './feedback-form-values';
import { AnswerField } from './answer-field';
import { fieldClass, labelClass, RequiredMark, type FieldHelp } from './field-help';

type Register = UseFormRegister<FeedbackFormValues>;

const SHORT_ANSWERS = [
  { name: 'currentTools', labelKey: 'feedback.currentTools' },
  { name: 'featureRequests', labelKey: 'feedback.featureRequests' },
] as const;

/** Category, the feedback itself, current tools and feature requests: all required. */
export function AnswerFields({ register, help }: { register: Register; help: FieldHelp }) {
  const { id } = help;
  const t = useT('feedback');
  return (
    <>
      <div>
        <label htmlFor={id('category')} className={labelClass}>
          {t('feedback.category')}
          <RequiredMark />
        </label>
        <select
          id={id('category')}
          className={`${fieldClass} min-h-11`}
          aria-invalid={Boolean(help.errors.category)}
          aria-describedby={help.describedBy('category')}
          {...register('category')}
        >
          <option value="">{t('feedback.chooseCategory')}</option>
          {CATEGORY_OPTIONS.map(({ value, key }) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
        {help.errorText('category')}
      </div>
      <AnswerField name="message" label={t('feedback.message')} rows={5} maxLength={MESSAGE_MAX_LENGTH} register={register} help={help} />
      {SHORT_ANSWERS.map(({ name, labelKey }) => (
        <AnswerField key={name} name={name} label={t(labelKey)} rows={2} maxLength={ANSWER_MAX_LENGTH} register={register} help={help} />
      ))}
    </>
  );
}
