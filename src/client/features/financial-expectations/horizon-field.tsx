import type { UseFormRegisterReturn } from 'react-hook-form';
import { EARNINGS_HORIZONS } from '@domain/finance/earnings-horizon';
import { useT } from '@client/shared/i18n/i18n-store';
import { horizonText } from '@client/shared/financial-expectations/horizon-texts';

/** The earnings horizon as a radio group: which pay the suggestion (and the results) plan on. */
export function HorizonField({ inputProps, error }: { inputProps: UseFormRegisterReturn<'earningsHorizon'>; error?: string }) {
  const t = useT('budget');
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{t('budget.horizonLegend')}</legend>
      <p className="mt-1 text-sm text-slate-700">{t('budget.horizonHint')}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {EARNINGS_HORIZONS.map((horizon) => (
          <label
            key={horizon}
            className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input type="radio" value={horizon} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...inputProps} />
            <span>
              <span className="block font-semibold">{horizonText(t, horizon, 'choice')}</span>
              <span className="block text-sm text-slate-700">{horizonText(t, horizon, 'explanation')}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-2 text-sm font-medium text-red-800">{error}</p> : null}
    </fieldset>
  );
}
