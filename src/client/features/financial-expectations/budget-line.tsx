import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RegionLivingCosts } from '@data/living-costs';
import { monthlyStartingValue, type BudgetCategory } from '@domain/finance/budget';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
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
  const t = useT('premium-budget');
  const format = useFormatters();
  const figure = costs?.figures[category] ?? null;
  const typical = figure ? monthlyStartingValue(figure.annual) : null;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t(`premium-budget.category.${category}`)} <span className="font-normal text-slate-700">{t('premium-budget.aMonth')}</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
        {figure === null ? (
          t('premium-budget.chooseRegionFirst')
        ) : typical === null ? (
          figure.note
        ) : (
          <>
            {t('premium-budget.typical', { amount: format.usd(typical) })} {figure.note}{' '}
            {figure.source ? (
              <ExternalLink href={figure.source.url} className="underline underline-offset-2">
                {t('premium-budget.sourceBls', { title: figure.source.title })}
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
