import type { Translate } from '@client/shared/i18n/messages';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { UseFormSetValue } from 'react-hook-form';
import type { RegionLivingCosts } from '@data/living-costs';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  MAX_MONTHLY_LINE,
  monthlyStartingValue,
  type BudgetCategory,
} from '@domain/finance/budget';
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

/** The English the budget form's schema can show for region and level (budgetFormSchema) and their keys. */
export const PREMIUM_BUDGET_MESSAGES: KnownMessages<'premium-budget'> = {
  'Choose a region.': 'premium-budget.error.chooseRegion',
  'Choose a lifestyle level.': 'premium-budget.error.chooseLevel',
};

/** The most one line may hold, as the schema's message writes it. */
const MAX_LINE_ENGLISH = `$${MAX_MONTHLY_LINE.toLocaleString('en-US')}`;

/**
 * A monthly line's schema message (dollarAmount in budgetLinesSchema: English naming the line) in the
 * active language; any other text shows as it came.
 */
export function lineErrorText(t: Translate<'premium-budget'>, category: BudgetCategory, message: string | undefined, localMax: string) {
  if (message === undefined) return undefined;
  const english = BUDGET_CATEGORY_LABELS[category].toLowerCase();
  const line = t(`premium-budget.category.${category}`).toLowerCase();
  if (message === `Enter a monthly amount for ${english}.`) return t('premium-budget.lineError.empty', { line });
  if (message === `A monthly amount for ${english} can't be negative.`) return t('premium-budget.lineError.negative', { line });
  if (message === `Enter a monthly amount for ${english} as a number of dollars, like 4200.`) {
    return t('premium-budget.lineError.notANumber', { line });
  }
  if (message === `Enter ${MAX_LINE_ENGLISH} or less.`) return t('premium-budget.lineError.max', { max: localMax });
  return message;
}
