import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { EARNINGS_HORIZONS } from './earnings-horizon';
import { LIFESTYLE_LEVELS, MONTHLY_INCOME_RULES, PLANNED_DEBT_RULES, readDollarAmount, type DollarFieldRules } from './lifestyle';

/*
 * The financial expectations form's schema (in the shared domain, so a server check would use the same). Apart from
 * lifestyle.ts so the pages that only show the levels or read an amount do not load zod.
 */

/** A typed dollar amount as a schema: readDollarAmount's value, or its error code as the issue's message. */
export function dollarAmount(rules: DollarFieldRules) {
  // zod/mini's transform has no ctx.addIssue: an issue is pushed as classic zod's addIssue would record it.
  return z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const result = readDollarAmount(raw, rules);
      if ('value' in result) return result.value;
      ctx.issues.push({ code: 'custom', message: result.message, input: raw });
      return z.NEVER;
    }),
  );
}

export const financialExpectationsFormSchema = z.object({
  level: z.enum(LIFESTYLE_LEVELS, { error: 'budget.chooseLevel' satisfies ErrorCode }),
  monthlyIncome: dollarAmount(MONTHLY_INCOME_RULES),
  plannedDebt: dollarAmount(PLANNED_DEBT_RULES),
  earningsHorizon: z.enum(EARNINGS_HORIZONS, { error: 'budget.chooseHorizon' satisfies ErrorCode }),
});

export type FinancialExpectationsFormInput = z.input<typeof financialExpectationsFormSchema>;
export type FinancialExpectationsFormValues = z.output<typeof financialExpectationsFormSchema>;
