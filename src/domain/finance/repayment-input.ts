import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { DISBURSEMENT_PERIODS, LOAN_KINDS } from './repayment';

/** A message is an error code: the calculator words it from its catalog (`calculator.amountMin` → its text). */
const code = (name: ErrorCode) => name;

// Apart from repayment.ts, so the pages that only run the repayment math (/debt-facts, the budget pages) load no zod.
/** The calculator's inputs as they arrive from the form or the shareable URL. */
export const repaymentInputSchema = z.object({
  loans: z
    .array(
      z.object({
        amount: z.number().check(z.minimum(0, code('calculator.amountMin')), z.maximum(1_000_000, code('calculator.amountMax'))),
        ratePercent: z.number().check(z.minimum(0, code('calculator.rateMin')), z.maximum(30, code('calculator.rateMax'))),
        kind: z.enum(LOAN_KINDS),
        disbursed: z.enum(DISBURSEMENT_PERIODS),
      }),
    )
    .check(z.minLength(1, code('calculator.loansMin')), z.maxLength(20, code('calculator.loansMax'))),
  startingSalary: z.number().check(z.minimum(0, code('calculator.salaryMin0')), z.maximum(10_000_000, code('calculator.salaryMax'))),
  salaryGrowthPercent: z.number().check(z.minimum(-20, code('calculator.growthMin')), z.maximum(20, code('calculator.growthMax'))),
  familySize: z.number().check(z.int(code('calculator.familyWhole')), z.minimum(1, code('calculator.familyMin')), z.maximum(20)),
  startDate: z.coerce.date({ error: code('calculator.startDate') }),
});
