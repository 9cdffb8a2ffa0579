/**
 * Loan arithmetic shared by the repayment and borrowing calculators.
 *
 * Money crosses the API in dollars but is carried internally in whole cents, so a schedule
 * never drifts: every row is exact to the cent and the balance ends at exactly 0.
 * Conventions (applied everywhere, and relied on by the tests):
 * - interest accrues monthly at annualRate / 12 on the balance and is rounded to the nearest
 *   cent (half up) each month; federal servicers accrue daily simple interest, which differs
 *   by cents over a year;
 * - a level payment is rounded to the nearest cent, as published payment figures are ($10,000 at
 *   6.8 % over 10 years is $115.08), but is always at least a cent more than the first month's
 *   interest, so even a $1 balance goes down every month;
 * - the final payment is whatever clears the balance, so it alone may differ from the others
 *   (by cents, or a few dollars on a 30-year term) and the balance ends at exactly 0.
 */

/** Where a figure comes from: shown beside every rate, limit and rule. */
export type Citation = {
  /** Who published it, e.g. "Federal Student Aid, U.S. Department of Education". */
  readonly publisher: string;
  /** The page or document title as published. */
  readonly title: string;
  readonly url: string;
  /** Publication or "last updated" date (ISO yyyy-mm-dd) when the source states one. */
  readonly published?: string;
  /** When we checked the figure against the source (ISO yyyy-mm-dd). */
  readonly checked: string;
  /** What this source confirms, in a sentence. */
  readonly confirms: string;
};

export type AmortizationRow = {
  /** 1-based payment number. */
  readonly month: number;
  readonly payment: number;
  readonly interest: number;
  /** Principal repaid by this payment (payment − interest). */
  readonly principal: number;
  /** Balance after this payment. */
  readonly balance: number;
};

export type ScheduleTotals = {
  readonly months: number;
  readonly totalPaid: number;
  readonly totalInterest: number;
  readonly totalPrincipal: number;
};

export type RatedBalance = { readonly amount: number; readonly ratePercent: number };

/** Dollars → whole cents; inputs like 24999.99 carry float noise, so round rather than truncate. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds a dollar amount up to the next cent, ignoring float noise (100.00000000000001 stays 100). */
export function ceilToCents(dollars: number): number {
  return Math.ceil(dollars * 100 - 1e-7);
}

export function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite amount of 0 or more, got ${value}`);
  }
}

export function assertRatePercent(value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`annualRatePercent must be a finite rate of 0 or more, got ${value}`);
  }
}

function assertTerm(months: number): void {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`months must be a whole number of at least 1, got ${months}`);
  }
}

export function monthlyRateOf(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/** The exact (unrounded) level payment that repays `principal` in `months`; the closed form the tests also use. */
function exactLevelPayment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) {
    return principal / months;
  }
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The level monthly payment that repays `principal` over `months` at a fixed annual rate, to the
 * nearest cent (never less than a cent above the first month's interest). A zero rate gives
 * principal / months; no principal gives 0.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  assertAmount('principal', principal);
  assertRatePercent(annualRatePercent);
  assertTerm(months);
  const principalCents = toCents(principal);
  if (principalCents === 0) {
    return 0;
  }
  const monthlyRate = monthlyRateOf(annualRatePercent);
  const exactCents = exactLevelPayment(principalCents, monthlyRate, months);
  const firstInterestCents = Math.round(principalCents * monthlyRate);
  return fromCents(Math.max(Math.round(exactCents), firstInterestCents + 1));
}

/**
 * Runs a schedule in cents. `scheduledCents(month)` is the payment due that month; the payment
 * in the last month of the term (or the first month it would overpay) is whatever clears the
 * balance, so the schedule always ends at exactly 0.
 */
function runSchedule(
  principalCents: number,
  monthlyRate: number,
  termMonths: number,
  scheduledCents: (month: number) => number,
): AmortizationRow[] {
  const rows: AmortizationRow[] = [];
  let balance = principalCents;
  for (let month = 1; month <= termMonths && balance > 0; month += 1) {
    const interest = Math.round(balance * monthlyRate);
    const due = scheduledCents(month);
    const payment = month === termMonths || due >= balance + interest ? balance + interest : due;
    const principal = payment - interest;
    balance -= principal;
    rows.push({
      month,
      payment: fromCents(payment),
      interest: fromCents(interest),
      principal: fromCents(principal),
      balance: fromCents(balance),
    });
  }
  return rows;
}

/** Month-by-month level-payment schedule; the final payment is adjusted so the balance ends at exactly 0. */
export function amortizationSchedule(principal: number, annualRatePercent: number, months: number): AmortizationRow[] {
  const paymentCents = toCents(monthlyPayment(principal, annualRatePercent, months));
  return runSchedule(toCents(principal), monthlyRateOf(annualRatePercent), months, () => paymentCents);
}

/**
 * Schedule for a given list of monthly payments (one per month of the term), e.g. graduated
 * steps. The last month pays whatever is left, and the schedule stops early if a payment would
 * overpay. A payment below that month's interest lets the balance grow (principal is negative).
 */
export function amortizeWithPayments(principal: number, annualRatePercent: number, payments: readonly number[]): AmortizationRow[] {
  assertAmount('principal', principal);
  assertRatePercent(annualRatePercent);
  assertTerm(payments.length);
  payments.forEach((p, i) => assertAmount(`payments[${i}]`, p));
  const cents = payments.map(toCents);
  return runSchedule(toCents(principal), monthlyRateOf(annualRatePercent), cents.length, (month) => cents[month - 1] ?? 0);
}

/** Totals summed in cents so 360 rows do not accumulate float error. */
export function scheduleTotals(rows: readonly AmortizationRow[]): ScheduleTotals {
  let paid = 0;
  let interest = 0;
  let principal = 0;
  for (const row of rows) {
    paid += toCents(row.payment);
    interest += toCents(row.interest);
    principal += toCents(row.principal);
  }
  return {
    months: rows.length,
    totalPaid: fromCents(paid),
    totalInterest: fromCents(interest),
    totalPrincipal: fromCents(principal),
  };
}

/**
 * Balance-weighted average annual rate of several loans, unrounded (a Direct Consolidation
 * Loan would round it up to the next 1/8 %, which we deliberately do not). 0 when nothing is owed.
 */
export function weightedAverageRate(loans: readonly RatedBalance[]): number {
  let total = 0;
  let weighted = 0;
  for (const loan of loans) {
    assertAmount('amount', loan.amount);
    assertRatePercent(loan.ratePercent);
    total += loan.amount;
    weighted += loan.amount * loan.ratePercent;
  }
  return total === 0 ? 0 : weighted / total;
}

/**
 * The date `months` calendar months after `start`, computed in UTC so the result does not
 * depend on the viewer's time zone. A day that does not exist in the target month is clamped
 * to its last day (31 Jan + 1 month → 28 or 29 Feb). With `start` as the day repayment begins
 * and each payment due a month after the one before (the first a month after `start`), this is
 * the day the last of `months` payments is made: 1 Dec 2026 + 120 → 1 Dec 2036.
 */
export function payoffDate(start: Date, months: number): Date {
  if (!(start instanceof Date) || Number.isNaN(start.getTime())) {
    throw new RangeError('start must be a valid Date');
  }
  if (!Number.isInteger(months) || months < 0) {
    throw new RangeError(`months must be a whole number of 0 or more, got ${months}`);
  }
  const firstOfTarget = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const year = firstOfTarget.getUTCFullYear();
  const month = firstOfTarget.getUTCMonth();
  const daysInTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), daysInTarget),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
