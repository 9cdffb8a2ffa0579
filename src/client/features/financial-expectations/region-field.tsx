import { useId } from 'react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { LIVING_COSTS, type RegionLivingCosts } from '@data/living-costs';
import type { BudgetFormInput } from '@domain/finance/budget-form';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';

/** Where the student plans to live: one of the four census regions, and the states it covers. */
export function RegionField({
  register,
  error,
  costs,
  onRegionChange,
}: {
  register: UseFormRegister<BudgetFormInput>;
  error: FieldError | undefined;
  costs: RegionLivingCosts | null;
  onRegionChange: (next: string) => void;
}) {
  const ids = { region: useId(), regionHint: useId(), regionError: useId() };
  const t = useT('premium-budget');
  return (
    <div>
      <label htmlFor={ids.region} className="text-lg font-semibold">
        {t('premium-budget.regionLabel')}
      </label>
      <p id={ids.regionHint} className="mt-1 text-sm text-slate-700">
        {t('premium-budget.regionHint')}
      </p>
      <select
        id={ids.region}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
        aria-invalid={Boolean(error)}
        aria-describedby={`${ids.regionHint}${error ? ` ${ids.regionError}` : ''}`}
        {...register('region', { onChange: (event: { target: { value: string } }) => onRegionChange(event.target.value) })}
      >
        <option value="">{t('premium-budget.chooseRegion')}</option>
        {LIVING_COSTS.map((entry) => (
          <option key={entry.region} value={entry.region}>
            {t(`premium-budget.region.${entry.region}`)}
          </option>
        ))}
      </select>
      {error?.message ? (
        <p id={ids.regionError} className="mt-1 text-sm font-medium text-red-800">
          {fieldErrorText(t, error.message)}
        </p>
      ) : null}
      {costs ? (
        <p className="mt-2 text-sm text-slate-700">
          {t(`premium-budget.region.${costs.region}`)}: {costs.states}.
          {costs.peoplePerUnit === null ? null : t('premium-budget.householdSize', { people: costs.peoplePerUnit })}
        </p>
      ) : null}
    </div>
  );
}
