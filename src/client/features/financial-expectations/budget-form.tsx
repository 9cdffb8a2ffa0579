import type { UseFormReturn } from 'react-hook-form';
import { CE_REGION_SOURCE } from '@data/ce-region-spending';
import type { RegionLivingCosts } from '@data/living-costs';
import { BUDGET_CATEGORIES, type BudgetFormInput, type BudgetFormValues } from '@domain/finance/budget';
import { PER_PERSON_ESTIMATE_LABEL } from '@domain/finance/per-person';
import { Alert } from '@client/ui/alert';
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

  return (
    <form
      id={id}
      aria-label="Your budget"
      noValidate
      className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {hasErrors ? <Alert>Please fix the highlighted fields below.</Alert> : null}

      <RegionField register={register} error={errors.region} costs={costs} onRegionChange={onRegionChange} />

      <LifestyleLevelFieldset
        legend="The lifestyle you want"
        hint="A picture to keep in mind while you set each line; it does not change the figures."
        inputProps={register('level')}
        error={errors.level?.message}
      />

      <fieldset>
        <legend className="text-lg font-semibold">Your monthly budget</legend>
        <p className="mt-1 text-sm text-slate-700">
          Each starting figure is {PER_PERSON_ESTIMATE_LABEL}: what an average household in your region spent a month in{' '}
          {CE_REGION_SOURCE.year}
          (BLS Consumer Expenditure Surveys), divided by the number of people in such a household. Raise or lower each line to fit how you
          will live. Lines with no published figure start empty: enter your own, or 0.
        </p>
        <div className="mt-4 space-y-5">
          {BUDGET_CATEGORIES.map((category) => (
            <BudgetLine
              key={category}
              category={category}
              costs={costs}
              error={lineErrors?.[category]?.message}
              inputProps={register(`lines.${category}`)}
            />
          ))}
        </div>
      </fieldset>
    </form>
  );
}
