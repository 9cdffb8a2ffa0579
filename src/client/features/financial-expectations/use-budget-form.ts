import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { livingCostsFor } from '@data/living-costs';
import { BUDGET_CATEGORIES, budgetTotals, isLivingCostRegion, parseBudgetLine, type BudgetCategory } from '@domain/finance/budget';
import type { BudgetFormInput, BudgetFormValues } from '@domain/finance/budget-form';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { DEFAULT_LIFESTYLE_LEVEL, lifestyleLevelOrDefault } from '@domain/finance/lifestyle';
import { useToast } from '@client/ui/toast';
import { useT } from '@client/shared/i18n/i18n-store';
import { readLocal, writeLocal } from '@client/shared/assessment-state/local-store';
import { readSavedBudget } from '@client/shared/assessment-state/checked-local';
import { KEPT_AFTER_TAX } from '@client/shared/financial-expectations/budget-figures';
import { refreshUntouchedLines, savedLines, typicalLines, type Lines } from './budget-lines';

/**
 * The premium budget form: starts from the saved budget (or the typical figures), refreshes the lines
 * the student left alone when the region changes, starts over, and saves to local storage (synced
 * when signed in) with a toast.
 */
// Validation loads zod with the budget's schema on first use, off the page's first paint.
const resolver = lazyZodResolver(() => import('@domain/finance/budget-form').then((module) => module.budgetFormSchema));

export function useBudgetForm() {
  const toast = useToast();
  const t = useT('premium-budget');
  // Read once: later syncs must not overwrite what the student is typing.
  const { defaultValues, startingLines } = useMemo(() => {
    const previous = readSavedBudget(readLocal('premiumFinancialExpectations'));
    if (previous) {
      const values: BudgetFormInput = { region: previous.region, level: previous.level, lines: savedLines(previous) };
      return { defaultValues: values, startingLines: typicalLines(livingCostsFor(previous.region)) };
    }
    const level = lifestyleLevelOrDefault(readLocal('financialExpectations')?.level ?? DEFAULT_LIFESTYLE_LEVEL);
    return { defaultValues: { region: '', level, lines: typicalLines(null) } satisfies BudgetFormInput, startingLines: typicalLines(null) };
  }, []);
  // The typical figures the lines started from, so a region change refreshes only the lines the student left alone.
  const filledLines = useRef<Lines>(startingLines);

  const form = useForm<BudgetFormInput, unknown, BudgetFormValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { control, setValue, reset, getValues } = form;

  const region = useWatch({ control, name: 'region' });
  const lines = useWatch({ control, name: 'lines' });
  const costs = isLivingCostRegion(region) ? livingCostsFor(region) : null;
  const parsedLines = Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, parseBudgetLine(lines[category])])) as Record<
    BudgetCategory,
    number | null
  >;
  const totals = budgetTotals(parsedLines, KEPT_AFTER_TAX);

  function onRegionChange(next: string) {
    if (!isLivingCostRegion(next)) return;
    const typical = typicalLines(livingCostsFor(next));
    refreshUntouchedLines(getValues('lines'), filledLines.current, typical, setValue);
    filledLines.current = typical;
  }

  function startOver() {
    const typical = typicalLines(costs);
    filledLines.current = typical;
    reset({ region: getValues('region'), level: getValues('level'), lines: typical });
  }

  function onSubmit(values: BudgetFormValues) {
    const savedTotals = budgetTotals(values.lines, KEPT_AFTER_TAX);
    writeLocal('premiumFinancialExpectations', {
      region: values.region,
      level: values.level,
      monthly: values.lines,
      monthlyBudget: savedTotals.monthly,
      yearlyBudget: savedTotals.yearly,
      incomeNeededBeforeTax: savedTotals.incomeNeededYearly,
      savedAt: new Date().toISOString(),
    });
    toast({ title: t('premium-budget.savedToast'), description: t('premium-budget.savedToastDescription'), tone: 'success' });
  }

  return { form, costs, totals, onRegionChange, startOver, onSubmit };
}
