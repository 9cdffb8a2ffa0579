import { Controller, type Control } from 'react-hook-form';
import { ratingLabel, RATING_LABELS } from '@domain/feedback/labels';
import type { Feedback } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { labelClass, requiredMark, type FieldHelp } from './field-help';
import { StarIcon } from './star-icon';

/** Overall rating: five star radios, their label beside them. */
export function RatingField({ control, help }: { control: Control<FeedbackFormValues, unknown, Feedback>; help: FieldHelp }) {
  return (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <fieldset aria-describedby={help.describedBy('rating')}>
          <legend className={labelClass}>Overall rating{requiredMark}</legend>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex">
              {RATING_LABELS.map((label, index) => {
                const stars = index + 1;
                return (
                  <label key={label} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={field.name}
                      value={stars}
                      checked={field.value === stars}
                      onChange={() => field.onChange(stars)}
                      onBlur={field.onBlur}
                      ref={stars === 1 ? field.ref : undefined}
                      aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${label}`}
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
              {field.value ? ratingLabel(field.value) : 'Choose 1 to 5 stars'}
            </span>
          </div>
          {help.errorText('rating')}
        </fieldset>
      )}
    />
  );
}
