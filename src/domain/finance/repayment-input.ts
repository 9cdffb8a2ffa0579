import { z } from '@domain/zod';
import { DISBURSEMENT_PERIODS, LOAN_KINDS } from './repayment';

// Apart from repayment.ts, so the pages that only run the repayment math (/debt-facts, the budget pages) load no zod.
/** The calculator's inputs as they arrive from the form or the shareable URL. */
export const repaymentInputSchema = z.object({
  loans: z
    .array(
      z.object({
        amount: z
          .number()
          .check(z.minimum(0, 'Enter a loan amount of $0 or more'), z.maximum(1_000_000, 'Enter a loan amount up to $1,000,000')),
        ratePercent: z.number().check(z.minimum(0, 'Enter a rate of 0% or more'), z.maximum(30, 'Enter a rate up to 30%')),
        kind: z.enum(LOAN_KINDS),
        disbursed: z.enum(DISBURSEMENT_PERIODS),
      }),
    )
    .check(z.minLength(1, 'Add at least one loan'), z.maxLength(20, 'Add at most 20 loans')),
  startingSalary: z.number().check(z.minimum(0, 'Enter a salary of $0 or more'), z.maximum(10_000_000, 'Enter a salary up to $10,000,000')),
  salaryGrowthPercent: z.number().check(z.minimum(-20, 'Enter growth of -20% or more'), z.maximum(20, 'Enter growth up to 20%')),
  familySize: z
    .number()
    .check(z.int('Family size is a whole number'), z.minimum(1, 'Family size includes you, so it is at least 1'), z.maximum(20)),
  startDate: z.coerce.date({ error: 'Enter a valid start date' }),
});
