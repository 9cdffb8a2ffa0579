// zod/mini: the family-income field validates in the browser too.
import { z } from '@domain/zod';
import { preprocess } from '@domain/zod-preprocess';
import { FAMILY_INCOME_MESSAGES, MAX_FAMILY_INCOME, MAX_PLANNED_DEBT } from './brackets';

// Defined beside the income bound (no zod): the college page checks its address with it.
export { MAX_PLANNED_DEBT } from './brackets';

/** A yearly family income: whole dollars from 0 to $10,000,000 (the messages: FAMILY_INCOME_MESSAGES, one per issue code). */
export const familyIncomeSchema = z
  .number(FAMILY_INCOME_MESSAGES.not_a_number)
  .check(
    z.int(FAMILY_INCOME_MESSAGES.not_whole),
    z.minimum(0, FAMILY_INCOME_MESSAGES.negative),
    z.maximum(MAX_FAMILY_INCOME, FAMILY_INCOME_MESSAGES.too_large),
  );

/**
 * A number from a query string: digits (with an optional sign and decimals) become a number, anything else NaN, so
 * "abc", "1e6" or "" fail as "not a number" instead of being coerced to 0 or a million; absent stays absent.
 */
function queryNumber(value: unknown): unknown {
  if (value === undefined) return undefined;
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** `?income=` on the college and major pages: optional, else the same rule as familyIncomeSchema. */
export const familyIncomeQuerySchema = z.optional(preprocess(queryNumber, familyIncomeSchema));

/** `?plannedDebt=`: the total the family plans to borrow for the degree, whole dollars from 0 to $1,000,000. */
export const plannedDebtQuerySchema = z.optional(
  preprocess(
    queryNumber,
    z
      .number('Enter the planned debt as a number of dollars')
      .check(
        z.int('Enter the planned debt in whole dollars'),
        z.minimum(0, 'The planned debt cannot be negative'),
        z.maximum(MAX_PLANNED_DEBT, 'Enter a planned debt up to $1,000,000'),
      ),
  ),
);

/** PUT /api/profile/family-income: the income, or null to forget it. */
export const familyIncomeSettingSchema = z.strictObject({ familyIncome: z.nullable(familyIncomeSchema) });
export type FamilyIncomeSetting = z.infer<typeof familyIncomeSettingSchema>;
