import type { Translate } from '@client/shared/i18n/messages';
import { errorText } from '@client/shared/i18n/error-text';
import type { UseFormSetValue } from 'react-hook-form';
import type { RegionLivingCosts } from '@data/living-costs';
import { BUDGET_CATEGORIES, monthlyStartingValue, type BudgetCategory } from '@domain/finance/budget';
import type { BudgetFormInput } from '@domain/finance/budget-form';
import type { StoredBudget } from '@domain/finance/stored-budget';

export type Lines = BudgetFormInput['lines'];

/** A stored amount the way a person would type it: no float noise, no "$". */
const asInput = (amount: number | null) => (amount === null ? '' : String(Math.round(amount * 100) / 100));

/** The region's typical monthly figures as form text; a category without a figure starts empty. */
export function typicalLines(costs: RegionLivingCosts | null): Lines {
  const entries = BUDGET_CATEGORIES.map((category) => [
    category,
    asInput(costs ? monthlyStartingValue(costs.figures[category].annual) : null),
  ]);
  return Object.fromEntries(entries) as Lines;
}

export function savedLines(saved: StoredBudget): Lines {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, asInput(saved.monthly[category])])) as Lines;
}

/** Lines still holding the figure they were last filled with (or empty) take the new region's figure. */
export function refreshUntouchedLines(current: Lines, previous: Lines, next: Lines, setValue: UseFormSetValue<BudgetFormInput>) {
  for (const category of BUDGET_CATEGORIES) {
    if (current[category] === '' || current[category] === previous[category]) {
      setValue(`lines.${category}`, next[category], { shouldDirty: true });
    }
  }
}

/**
 * A monthly line's error code (budgetLinesSchema) in the active language, naming the line and the most it may hold;
 * any other message shows as it came.
 */
export function lineErrorText(t: Translate<'premium-budget'>, category: BudgetCategory, code: string | undefined, localMax: string) {
  if (code === undefined) return undefined;
  const line = t(`premium-budget.category.${category}`).toLowerCase();
  return errorText(t, { code, message: code, values: { line, max: localMax } });
}
