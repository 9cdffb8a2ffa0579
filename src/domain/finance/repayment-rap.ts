import { assertAmount, assertRatePercent, fromCents, monthlyRateOf, toCents, type AmortizationRow } from './loans';

/*
 * The Repayment Assistance Plan (RAP), 34 CFR 685.209 as revised by the final rule cited in repayment.ts: the
 * payment from the borrower's AGI and dependents, and the schedule month by month with its interest waiver,
 * principal match and forgiveness. Kept apart from the fixed plans because its payment follows income, not balance.
 */

/** RAP base payment bands, 34 CFR 685.209(b)(2): "more than $X and not more than $Y", so $20,000 exactly is 1 %. */
export const RAP_INCOME_BANDS: readonly { readonly agiAbove: number; readonly agiUpTo: number; readonly percent: number }[] = [
  { agiAbove: 10_000, agiUpTo: 20_000, percent: 1 },
  { agiAbove: 20_000, agiUpTo: 30_000, percent: 2 },
  { agiAbove: 30_000, agiUpTo: 40_000, percent: 3 },
  { agiAbove: 40_000, agiUpTo: 50_000, percent: 4 },
  { agiAbove: 50_000, agiUpTo: 60_000, percent: 5 },
  { agiAbove: 60_000, agiUpTo: 70_000, percent: 6 },
  { agiAbove: 70_000, agiUpTo: 80_000, percent: 7 },
  { agiAbove: 80_000, agiUpTo: 90_000, percent: 8 },
  { agiAbove: 90_000, agiUpTo: 100_000, percent: 9 },
  { agiAbove: 100_000, agiUpTo: Number.POSITIVE_INFINITY, percent: 10 },
];
/** 685.209(b)(2)(i): an AGI of not more than $10,000 has an annual base payment of $120 ($10 a month). */
export const RAP_LOW_INCOME_LIMIT = 10_000;
export const RAP_LOW_INCOME_ANNUAL_BASE = 120;
/** 685.209(f)(5)(ii): $50 less per dependent, taken off the monthly amount (after dividing by 12). */
export const RAP_DEPENDENT_REDUCTION = 50;
/** 685.209(g)(3)(ii): never below $10 a month (only a final payoff may be smaller). */
export const RAP_MINIMUM_MONTHLY_PAYMENT = 10;
/** HEA 455(q) (20 U.S.C. 1087e(q)) matching principal payment, as 34 CFR 685.209 implements it: principal repaid is brought up to the lesser of $50 and the payment. */
export const RAP_PRINCIPAL_MATCH_CAP = 50;
/** 685.209(k): the balance left after 360 qualifying monthly payments is cancelled. */
export const RAP_FORGIVENESS_PAYMENTS = 360;

/** One month of a federal plan. Identity: previous balance − principal − principalMatched = balance. */
export type RepaymentRow = AmortizationRow & {
  /** Interest accrued but not charged (RAP only; 0 elsewhere). */
  readonly interestWaived: number;
  /** Principal the Department paid down on top of the payment (RAP only; 0 elsewhere). */
  readonly principalMatched: number;
};

/** RAP's annual base payment for an AGI (an AGI at or below $10,000, including a loss, pays $120 a year). */
export function rapAnnualBasePayment(agi: number): number {
  if (!Number.isFinite(agi)) {
    throw new RangeError(`agi must be a finite amount, got ${agi}`);
  }
  if (agi <= RAP_LOW_INCOME_LIMIT) {
    return RAP_LOW_INCOME_ANNUAL_BASE;
  }
  const band = RAP_INCOME_BANDS.find((b) => agi > b.agiAbove && agi <= b.agiUpTo);
  return ((band?.percent ?? 10) * agi) / 100;
}

/** RAP monthly payment: base ÷ 12 − $50 per dependent, to the nearest cent, never below $10. */
export function rapMonthlyPayment(agi: number, dependents: number): number {
  if (!Number.isInteger(dependents) || dependents < 0) {
    throw new RangeError(`dependents must be a whole number of 0 or more, got ${dependents}`);
  }
  const cents = Math.round((rapAnnualBasePayment(agi) * 100) / 12) - dependents * RAP_DEPENDENT_REDUCTION * 100;
  return fromCents(Math.max(cents, RAP_MINIMUM_MONTHLY_PAYMENT * 100));
}

export type RapScheduleParams = {
  readonly principal: number;
  readonly annualRatePercent: number;
  /** AGI in the first year of repayment. */
  readonly startingAgi: number;
  /** AGI changes by this much each year. */
  readonly agiGrowthPercent: number;
  readonly dependents: number;
};

export type RapSchedule = { readonly rows: readonly RepaymentRow[]; readonly forgiven: number };

/**
 * RAP month by month, in cents. Each month, with I the interest accrued and P the payment due:
 * - if P covers the whole balance plus I, the borrower pays exactly that and the loan is done;
 * - otherwise the payment goes to interest first; interest it does not cover is waived, so the
 *   balance never grows (685.209(h)(4)(i): unpaid interest is not charged);
 * - principal match: when the payment repays less than $50 of principal, the Department pays
 *   principal equal to the lesser of $50 and the payment, minus the principal the payment repaid.
 *   So principal always falls by at least min($50, P): a $10 payment that only meets interest
 *   still cuts $10 of principal, and a $120 payment repaying $20 of principal gets a $30 match;
 * - after 360 qualifying payments whatever remains is forgiven.
 * The payment is recalculated each year from that year's AGI.
 */
export function rapSchedule(params: RapScheduleParams): RapSchedule {
  const { principal, annualRatePercent, startingAgi, agiGrowthPercent, dependents } = params;
  assertAmount('principal', principal);
  assertRatePercent(annualRatePercent);
  assertAmount('startingAgi', startingAgi);
  if (!Number.isFinite(agiGrowthPercent) || agiGrowthPercent <= -100) {
    throw new RangeError(`agiGrowthPercent must be a finite percentage above -100, got ${agiGrowthPercent}`);
  }
  const monthlyRate = monthlyRateOf(annualRatePercent);
  const matchCapCents = RAP_PRINCIPAL_MATCH_CAP * 100;
  const rows: RepaymentRow[] = [];
  let balance = toCents(principal);
  let dueCents = 0;
  for (let month = 1; month <= RAP_FORGIVENESS_PAYMENTS && balance > 0; month += 1) {
    if ((month - 1) % 12 === 0) {
      const year = (month - 1) / 12;
      dueCents = toCents(rapMonthlyPayment(startingAgi * (1 + agiGrowthPercent / 100) ** year, dependents));
    }
    const interest = Math.round(balance * monthlyRate);
    let payment: number;
    let interestPaid: number;
    let principalPaid: number;
    let matched = 0;
    if (dueCents >= balance + interest) {
      payment = balance + interest;
      interestPaid = interest;
      principalPaid = balance;
    } else {
      payment = dueCents;
      interestPaid = Math.min(payment, interest);
      principalPaid = payment - interestPaid;
      if (principalPaid < matchCapCents) {
        matched = Math.max(0, Math.min(matchCapCents, payment) - principalPaid);
        matched = Math.min(matched, balance - principalPaid);
      }
    }
    balance -= principalPaid + matched;
    rows.push({
      month,
      payment: fromCents(payment),
      interest: fromCents(interest),
      principal: fromCents(principalPaid),
      balance: fromCents(balance),
      interestWaived: fromCents(interest - interestPaid),
      principalMatched: fromCents(matched),
    });
  }
  return { rows, forgiven: fromCents(balance) };
}
