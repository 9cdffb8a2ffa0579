import { DIRECT_LOAN_RATES, type DirectLoanRates } from '@data/federal-loans';
import { rateForDate } from '@domain/finance/payment-share';

/** Today's undergraduate Direct Loan rate, or the latest we have when the new award year is not in our data yet. */
export function currentUndergraduateRate(today: Date = new Date()) {
  return rateForDate(DIRECT_LOAN_RATES, today.toISOString().slice(0, 10));
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "July 1, 2025 – June 30, 2026": the first-disbursement window a rate applies to. */
export function disbursementWindow(rate: Pick<DirectLoanRates, 'firstDisbursedFrom' | 'firstDisbursedBefore'>): string {
  const from = new Date(`${rate.firstDisbursedFrom}T00:00:00Z`);
  const lastDay = new Date(Date.parse(`${rate.firstDisbursedBefore}T00:00:00Z`) - 24 * 60 * 60 * 1000);
  return `${LONG_DAY.format(from)} – ${LONG_DAY.format(lastDay)}`;
}
