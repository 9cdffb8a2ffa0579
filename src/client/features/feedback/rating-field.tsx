import { Controller, type Control } from 'react-hook-form';
import { useT } from '@client/shared/i18n/i18n-store';
import { RATING_KEYS } from '@client/shared/feedback/feedback-label-keys';
import type { Feedback } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { labelClass, RequiredMark, type FieldHelp } from './field-help';
import { StarIcon } from './star-icon';

/** Overall rating: five star radios, their label beside them. */
export function RatingField({ control, help }: { control: Control<FeedbackFormValues, unknown, Feedback>; help: FieldHelp }) {
  const t = useT('feedback');
  const chosenLabel = (value: number | null) => {
    const key = value ? RATING_KEYS[value - 1] : undefined;
    return key ? t(key) : t('feedback.chooseStars');
  };
  return (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <fieldset aria-describedby={help.describedBy('rating')}>
          <legend className={labelClass}>
            {t('feedback.rating')}
            <RequiredMark />
          </legend>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex">
              {RATING_KEYS.map((labelKey, index) => {
                const stars = index + 1;
                const label = t(labelKey);
                return (
                  <label key={labelKey} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={field.name}
                      value={stars}
                      checked={field.value === stars}
                      onChange={() => field.onChange(stars)}
                      onBlur={field.onBlur}
                      ref={stars === 1 ? field.ref : undefined}
                      aria-label={t('feedback.star', { stars, label })}
                      className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
                    />
                    <span className="flex h-11 w-11 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                      <StarIcon filled={field.value !== null && stars <= field.value} />
                    </span>
                  </label>
                );
              })}
            </div>
            <span aria-hidden="true" className="min-w-24 font-semibold text-slate-800">
              {chosenLabel(field.value)}
            </span>
          </div>
          {help.errorText('rating')}
        </fieldset>
      )}
    />
  );
}
