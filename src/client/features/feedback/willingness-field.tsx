import type { UseFormRegister } from 'react-hook-form';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { willingnessKey } from './feedback-messages';
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
  const t = useT('feedback');
  const format = useFormatters();
  const key = willingnessKey(willingness);
  const values = { amount: format.usd(willingness), label: key ? t(key) : '' };
  return (
    <div>
      <label htmlFor={id('willingness')} className={labelClass}>
        {t('feedback.willingness')}
      </label>
      <p className="mt-1 text-lg font-semibold text-slate-900" aria-hidden="true">
        {t('feedback.willingnessShown', values)}
      </p>
      <input
        id={id('willingness')}
        type="range"
        min={MIN_WILLINGNESS_TO_PAY}
        max={MAX_WILLINGNESS_TO_PAY}
        step={1}
        aria-valuetext={t('feedback.willingnessValue', values)}
        aria-describedby={help.describedBy('willingness_to_pay')}
        className="mt-2 h-11 w-full cursor-pointer accent-brand-700"
        {...register('willingness_to_pay', { valueAsNumber: true })}
      />
      <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
        <span>{format.usd(MIN_WILLINGNESS_TO_PAY)}</span>
        <span>{format.usd(MAX_WILLINGNESS_TO_PAY)}</span>
      </div>
      {help.errorText('willingness_to_pay')}
    </div>
  );
}
