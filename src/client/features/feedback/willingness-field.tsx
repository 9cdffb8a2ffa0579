import type { UseFormRegister } from 'react-hook-form';
import { willingnessToPayLabel } from '@domain/feedback/labels';
import { MAX_WILLINGNESS_TO_PAY, MIN_WILLINGNESS_TO_PAY } from '@domain/feedback/schemas';
import type { FeedbackFormValues } from './feedback-form-values';
import { labelClass, type FieldHelp } from './field-help';

/** What the visitor would pay each month: a whole-dollar slider with the band's label. */
export function WillingnessField({
  willingness,
  register,
  help,
}: {
  willingness: number;
  register: UseFormRegister<FeedbackFormValues>;
  help: FieldHelp;
}) {
  const { id } = help;
  return (
    <div>
      <label htmlFor={id('willingness')} className={labelClass}>
        What would you pay for Waypoint each month?
      </label>
      <p className="mt-1 text-lg font-semibold text-slate-900" aria-hidden="true">
        ${willingness}/month · {willingnessToPayLabel(willingness)}
      </p>
      <input
        id={id('willingness')}
        type="range"
        min={MIN_WILLINGNESS_TO_PAY}
        max={MAX_WILLINGNESS_TO_PAY}
        step={1}
        aria-valuetext={`$${willingness} a month: ${willingnessToPayLabel(willingness)}`}
        aria-describedby={help.describedBy('willingness_to_pay')}
        className="mt-2 h-11 w-full cursor-pointer accent-brand-700"
        {...register('willingness_to_pay', { valueAsNumber: true })}
      />
      <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
        <span>$0</span>
        <span>$50</span>
      </div>
      {help.errorText('willingness_to_pay')}
    </div>
  );
}
