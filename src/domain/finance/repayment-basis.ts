import { assertAmount, assertRatePercent, monthlyPayment } from './loans';
import { PRIVATE_TERM_MONTHS, tieredStandardTermMonths } from './repayment';

/*
 * The one repayment rule for a new loan, in one place so the grade page, the calculators, the money
 * plan, the family view and the counselor show the same payment for the same balance.
 */

/** The one repayment rule every page uses for a new loan: tiered Standard for federal, 10 level years (assumed) for private. */
export type RepaymentRule = 'tiered-standard' | 'private-10-year-assumption';

export type RepaymentBasis = {
  readonly rule: RepaymentRule;
  readonly months: number;
  readonly monthlyPayment: number;
};

/**
 * The payment for a federal debt first disbursed on or after July 1, 2026: the tiered Standard
 * plan, the default every such borrower can use (RAP depends on income and is shown beside it).
 * Every page asks this function, so the same debt always shows the same payment.
 * Hand-checked: $45,000 at 6.39% is 180 months (from $25,000, under $50,000);
 * i = 0.0053250, payment = 45,000 × i / (1 − 1.005325^−180) = $389.28.
 */
export function federalRepayment(balance: number, ratePercent: number): RepaymentBasis {
  assertAmount('balance', balance);
  assertRatePercent(ratePercent);
  const months = tieredStandardTermMonths(balance);
  return { rule: 'tiered-standard', months, monthlyPayment: monthlyPayment(balance, ratePercent, months) };
}

/** Private loans: lenders set their own terms, so 10 level years is an assumption we state. */
export function privateRepayment(balance: number, ratePercent: number): RepaymentBasis {
  assertAmount('balance', balance);
  assertRatePercent(ratePercent);
  return {
    rule: 'private-10-year-assumption',
    months: PRIVATE_TERM_MONTHS,
    monthlyPayment: monthlyPayment(balance, ratePercent, PRIVATE_TERM_MONTHS),
  };
}
