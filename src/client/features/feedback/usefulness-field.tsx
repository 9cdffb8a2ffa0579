import { Controller, type Control } from 'react-hook-form';
import { useT } from '@client/shared/i18n/i18n-store';
import { usefulnessKey } from './feedback-messages';
import { MAX_USEFULNESS, type Feedback } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { labelClass, RequiredMark, type FieldHelp } from './field-help';

const USEFULNESS_SCALE = Array.from({ length: MAX_USEFULNESS }, (_, index) => index + 1);

/** How useful Waypoint is: ten radios, the chosen score's label below. */
export function UsefulnessField({ control, help }: { control: Control<FeedbackFormValues, unknown, Feedback>; help: FieldHelp }) {
  const { id } = help;
  const t = useT('feedback');
  const band = (score: number) => {
    const key = usefulnessKey(score);
    return key ? t(key) : '';
  };
  return (
    <Controller
      control={control}
      name="usefulness"
      render={({ field }) => (
        <fieldset aria-describedby={help.describedBy('usefulness', id('usefulness-hint'))}>
          <legend className={labelClass}>
            {t('feedback.usefulness')}
            <RequiredMark />
          </legend>
          <p id={id('usefulness-hint')} className="text-sm text-slate-600">
            {t('feedback.usefulnessHint')}
          </p>
          <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
            {USEFULNESS_SCALE.map((score) => (
              <label key={score} className="relative cursor-pointer">
                <input
                  type="radio"
                  name={field.name}
                  value={score}
                  checked={field.value === score}
                  onChange={() => field.onChange(score)}
                  onBlur={field.onBlur}
                  ref={score === 1 ? field.ref : undefined}
                  aria-label={`${score}: ${band(score)}`}
                  className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
                />
                <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-400 font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-slate-100 peer-checked:hover:bg-brand-800">
                  {score}
                </span>
              </label>
            ))}
          </div>
          <p aria-hidden="true" className="mt-2 font-semibold text-slate-800">
            {field.value ? `${field.value} – ${band(field.value)}` : ' '}
          </p>
          {help.errorText('usefulness')}
        </fieldset>
      )}
    />
  );
}
