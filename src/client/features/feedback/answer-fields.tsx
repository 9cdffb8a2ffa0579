import type { UseFormRegister } from 'react-hook-form';
import { ANSWER_MAX_LENGTH, FEEDBACK_CATEGORIES, MESSAGE_MAX_LENGTH } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { AnswerField } from './answer-field';
import { fieldClass, labelClass, requiredMark, type FieldHelp } from './field-help';

type Register = UseFormRegister<FeedbackFormValues>;

const SHORT_ANSWERS = [
  { name: 'currentTools', label: 'Which tools or people do you use now for career and college planning?' },
  { name: 'featureRequests', label: 'Which features would you like us to add?' },
] as const;

/** Category, the feedback itself, current tools and feature requests: all required. */
export function AnswerFields({ register, help }: { register: Register; help: FieldHelp }) {
  const { id } = help;
  return (
    <>
      <div>
        <label htmlFor={id('category')} className={labelClass}>
          Category{requiredMark}
        </label>
        <select
          id={id('category')}
          className={`${fieldClass} min-h-11`}
          aria-invalid={Boolean(help.errors.category)}
          aria-describedby={help.describedBy('category')}
          {...register('category')}
        >
          <option value="">Choose a category</option>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {help.errorText('category')}
      </div>
      <AnswerField name="message" label="Your feedback" rows={5} maxLength={MESSAGE_MAX_LENGTH} register={register} help={help} />
      {SHORT_ANSWERS.map(({ name, label }) => (
        <AnswerField key={name} name={name} label={label} rows={2} maxLength={ANSWER_MAX_LENGTH} register={register} help={help} />
      ))}
    </>
  );
}
