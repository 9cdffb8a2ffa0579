import { fromCents, toCents, type AmortizationRow } from '@domain/finance/loans';
import type { PlanResult, PrivateLoansResult } from '@domain/finance/repayment';

/** One month of everything owed under a plan: the federal plan plus any private loans. Amounts in dollars. */
export type CombinedMonth = {
  readonly month: number;
  readonly payment: number;
  /** Interest the borrower actually paid (RAP's waived interest is not in here). */
  readonly interestPaid: number;
  /** Principal repaid by the borrower's payment. */
  readonly principalPaid: number;
  readonly interestWaived: number;
  readonly principalMatched: number;
  /** Everything still owed after this month. */
  readonly balance: number;
};

export type YearSummary = Omit<CombinedMonth, 'month'> & {
  /** 1-based year of repayment. */
  readonly year: number;
  readonly months: readonly CombinedMonth[];
};

/** What the schedule helpers need from a plan; a private-only borrower gets one with no federal rows. */
export type ScheduleSource = Pick<PlanResult, 'months' | 'federalSchedule' | 'yearlyBalances'>;

/** Private loans on their own, shaped like a plan, for a borrower with no federal loans. */
export function privateOnlySource(privateLoans: PrivateLoansResult): ScheduleSource {
  return { months: privateLoans.months, federalSchedule: [], yearlyBalances: [{ month: 0, year: 0, balance: privateLoans.balance }] };
}

const rowAt = (rows: readonly AmortizationRow[], month: number) => rows[month - 1];

/** Month-by-month totals for a plan, summed in cents. */
export function combinedMonths(plan: ScheduleSource, privateLoans: PrivateLoansResult | null): CombinedMonth[] {
  const privateSchedules = privateLoans?.schedules ?? [];
  const result: CombinedMonth[] = [];
  for (let month = 1; month <= plan.months; month += 1) {
    const federal = plan.federalSchedule[month - 1];
    let payment = toCents(federal?.payment ?? 0);
    let interestPaid = toCents((federal?.interest ?? 0) - (federal?.interestWaived ?? 0));
    let balance = toCents(federal?.balance ?? 0);
    for (const schedule of privateSchedules) {
      const row = rowAt(schedule, month);
      payment += toCents(row?.payment ?? 0);
      interestPaid += toCents(row?.interest ?? 0);
      balance += toCents(row?.balance ?? 0);
    }
    result.push({
      month,
      payment: fromCents(payment),
      interestPaid: fromCents(interestPaid),
      principalPaid: fromCents(payment - interestPaid),
      interestWaived: federal?.interestWaived ?? 0,
      principalMatched: federal?.principalMatched ?? 0,
      balance: fromCents(balance),
    });
  }
  return result;
}

/** Groups months into years of repayment (the last year may be shorter). */
export function yearSummaries(months: readonly CombinedMonth[]): YearSummary[] {
  const years: YearSummary[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const slice = months.slice(start, start + 12);
    const sum = (pick: (m: CombinedMonth) => number) => fromCents(slice.reduce((total, m) => total + toCents(pick(m)), 0));
    years.push({
      year: start / 12 + 1,
      payment: sum((m) => m.payment),
      interestPaid: sum((m) => m.interestPaid),
      principalPaid: sum((m) => m.principalPaid),
      interestWaived: sum((m) => m.interestWaived),
      principalMatched: sum((m) => m.principalMatched),
      balance: slice[slice.length - 1]?.balance ?? 0,
      months: slice,
    });
  }
  return years;
}

export type PaymentRange = { readonly lowest: number; readonly highest: number };

/**
 * Lowest and highest monthly payment, leaving out each loan's final month: that payment only
 * squares the balance (a few cents off), so counting it would make a level plan look variable.
 */
export function paymentRange(plan: ScheduleSource, privateLoans: PrivateLoansResult | null): PaymentRange {
  const months = combinedMonths(plan, privateLoans);
  const finalMonths = new Set<number>([plan.federalSchedule.length, ...(privateLoans?.schedules ?? []).map((s) => s.length)]);
  const regular = months.filter((m) => !finalMonths.has(m.month));
  const payments = (regular.length > 0 ? regular : months).map((m) => m.payment);
  return { lowest: Math.min(...payments), highest: Math.max(...payments) };
}

/**
 * Balances for the chart: x is whole years 0…N (N = the longest plan, rounded up), one series per
 * plan with what is owed at the end of each year, and null once that plan has ended (so a line
 * stops where the plan does, at 0 or at the amount forgiven).
 */
export function balanceSeries(
  plans: readonly ScheduleSource[],
  privateLoans: PrivateLoansResult | null,
): { years: number[]; balances: (number | null)[][] } {
  const longest = Math.max(0, ...plans.map((p) => p.months));
  const lastYear = Math.ceil(longest / 12);
  const years = Array.from({ length: lastYear + 1 }, (_, y) => y);
  const balances = plans.map((plan) => {
    const months = combinedMonths(plan, privateLoans);
    const start = plan.yearlyBalances[0]?.balance ?? 0;
    return years.map((year) => {
      if (year === 0) {
        return start;
      }
      if ((year - 1) * 12 >= plan.months) {
        return null;
      }
      const month = Math.min(year * 12, plan.months);
      return months[month - 1]?.balance ?? null;
    });
  });
  return { years, balances };
}
