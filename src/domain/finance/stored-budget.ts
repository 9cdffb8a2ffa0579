// zod/mini like the other local-state schemas: this loads with every page that reads local progress.
import { z } from '@domain/zod';
import { LIFESTYLE_LEVELS } from './lifestyle-levels';
import { LIVING_COST_REGIONS } from './budget';

export { LIVING_COST_REGIONS, type LivingCostRegion } from './budget';

const amount = z.number().check(z.nonnegative());

/**
 * What /premium/financial-expectations saves under the spec's `premiumFinancialExpectations`
 * key: the student's choices and monthly lines, plus the totals at the time of saving for
 * readers that do not recompute them (the outcomes page, the counselor).
 */
export const storedBudgetSchema = z.object({
  region: z.enum(LIVING_COST_REGIONS),
  level: z.enum(LIFESTYLE_LEVELS),
  monthly: z.object({
    housing: amount,
    transportation: amount,
    food: amount,
    healthcare: amount,
    entertainment: amount,
    apparel: amount,
    personalCare: amount,
    educationOther: amount,
  }),
  monthlyBudget: amount,
  yearlyBudget: amount,
  incomeNeededBeforeTax: amount,
  savedAt: z.string(),
});

export type StoredBudget = z.infer<typeof storedBudgetSchema>;

/** The saved budget, or null when nothing is saved or an older version saved another shape. */
export function readStoredBudget(value: unknown): StoredBudget | null {
  const result = storedBudgetSchema.safeParse(value);
  return result.success ? result.data : null;
}
