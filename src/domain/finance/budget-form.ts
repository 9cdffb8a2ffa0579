import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { BUDGET_CATEGORIES, BUDGET_LINE_RULES, isLivingCostRegion, type BudgetCategory } from './budget';
import { dollarAmount } from './financial-expectations-form';
import { LIFESTYLE_LEVELS } from './lifestyle-levels';

/*
 * The premium budget form's schema (part 2b). Apart from budget.ts so the pages that only
 * show a saved budget or its totals do not load zod.
 */

export const budgetLinesSchema = z.object(
  Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, dollarAmount(BUDGET_LINE_RULES)])) as Record<
    BudgetCategory,
    ReturnType<typeof dollarAmount>
  >,
);

export const budgetFormSchema = z.object({
  // A string in (the select starts empty), a region out.
  region: z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      if (isLivingCostRegion(value)) return value;
      ctx.issues.push({ code: 'custom', message: 'premium-budget.chooseRegion' satisfies ErrorCode, input: value });
      return z.NEVER;
    }),
  ),
  level: z.enum(LIFESTYLE_LEVELS, { error: 'premium-budget.chooseLevel' satisfies ErrorCode }),
  lines: budgetLinesSchema,
});

export type BudgetFormInput = z.input<typeof budgetFormSchema>;
export type BudgetFormValues = z.output<typeof budgetFormSchema>;
