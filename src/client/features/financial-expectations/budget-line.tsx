import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RegionLivingCosts } from '@data/living-costs';
import { BUDGET_CATEGORY_LABELS, monthlyStartingValue, type BudgetCategory } from '@domain/finance/budget';
import { DollarInput } from '@client/ui/dollar-input';
import { ExternalLink } from '@client/ui/external-link';
import { FieldError } from '@client/ui/field-error';

/** One monthly line: its typical figure and source, and the amount. */
export function BudgetLine({
  category,
  costs,
  error,
  inputProps,
}: {
  category: BudgetCategory;
  costs: RegionLivingCosts | null;
  error: string | undefined;
  inputProps: UseFormRegisterReturn<`lines.${BudgetCategory}`>;
}) {
  const id = useId();
  const figure = costs?.figures[category] ?? null;
  const typical = figure ? monthlyStartingValue(figure.annual) : null;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {BUDGET_CATEGORY_LABELS[category]} <span className="font-normal text-slate-700">(a month)</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
        {figure === null ? (
          'Choose a region to see the typical figure.'
        ) : typical === null ? (
          figure.note
        ) : (
          <>
            Typical: ${typical.toLocaleString('en-US')} a month. {figure.note}{' '}
            {figure.source ? (
              <ExternalLink href={figure.source.url} className="underline underline-offset-2">
                Source: BLS, {figure.source.title}
              </ExternalLink>
            ) : null}
          </>
        )}
      </p>
      <DollarInput id={id} invalid={Boolean(error)} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} {...inputProps} />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
