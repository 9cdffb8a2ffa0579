import type { UseFormReturn } from 'react-hook-form';
import { CE_REGION_SOURCE } from '@data/ce-region-spending';
import type { RegionLivingCosts } from '@data/living-costs';
import { BUDGET_CATEGORIES, MAX_MONTHLY_LINE } from '@domain/finance/budget';
import type { BudgetFormInput, BudgetFormValues } from '@domain/finance/budget-form';
import { Alert } from '@client/ui/alert';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { lineErrorText } from './budget-lines';
import { LifestyleLevelFieldset } from '@client/ui/lifestyle-level-fieldset';
import { BudgetLine } from './budget-line';
import { RegionField } from './region-field';

/** The budget form: region, lifestyle and one line per category (its Save button sits outside, linked by id). */
export function BudgetForm({
  id,
  form,
  costs,
  onRegionChange,
  onSubmit,
}: {
  id: string;
  form: UseFormReturn<BudgetFormInput, unknown, BudgetFormValues>;
  costs: RegionLivingCosts | null;
  onRegionChange: (next: string) => void;
  onSubmit: (values: BudgetFormValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = form;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const lineErrors = errors.lines;
  const t = useT('premium-budget');
  const format = useFormatters();

  return (
    <form
      id={id}
      aria-label={t('premium-budget.formLabel')}
      noValidate
      className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {hasErrors ? <Alert>{t('premium-budget.fixFields')}</Alert> : null}

      <RegionField register={register} error={errors.region} costs={costs} onRegionChange={onRegionChange} />

      <LifestyleLevelFieldset
        legend={t('premium-budget.lifestyleLegend')}
        hint={t('premium-budget.lifestyleHint')}
        inputProps={register('level')}
        error={fieldErrorText(t, errors.level?.message)}
      />

      <fieldset>
        <legend className="text-lg font-semibold">{t('premium-budget.linesLegend')}</legend>
        <p className="mt-1 text-sm text-slate-700">{t('premium-budget.linesHint', { year: CE_REGION_SOURCE.year })}</p>
        <div className="mt-4 space-y-5">
          {BUDGET_CATEGORIES.map((category) => (
            <BudgetLine
              key={category}
              category={category}
              costs={costs}
              error={lineErrorText(t, category, lineErrors?.[category]?.message, format.usd(MAX_MONTHLY_LINE))}
              inputProps={register(`lines.${category}`)}
            />
          ))}
        </div>
      </fieldset>
    </form>
  );
}
