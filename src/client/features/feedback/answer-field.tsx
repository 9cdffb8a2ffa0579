import type { UseFormRegister } from 'react-hook-form';
import type { FeedbackFormValues } from './feedback-form-values';
import { fieldClass, labelClass, RequiredMark, type FieldHelp } from './field-help';

type Register = UseFormRegister<FeedbackFormValues>;

/** A required free-text answer. */
export function AnswerField({
  name,
  label,
  rows,
  maxLength,
  register,
  help,
}: {
  name: 'message' | 'currentTools' | 'featureRequests';
  label: string;
  rows: number;
  maxLength: number;
  register: Register;
  help: FieldHelp;
}) {
  const { id } = help;
  return (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
        <RequiredMark />
      </label>
      <textarea
        id={id(name)}
        rows={rows}
        maxLength={maxLength}
        className={fieldClass}
        aria-invalid={Boolean(help.errors[name])}
        aria-describedby={help.describedBy(name)}
        {...register(name)}
      />
      {help.errorText(name)}
    </div>
  );
}
