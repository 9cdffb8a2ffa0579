import type { Career } from './schemas';

/** BLS OEWS top-codes wages at $239,200 a year: above that it publishes no number ("#"). */
export const OEWS_TOP_CODED_ANNUAL = 239_200;
export const OEWS_TOP_CODED_TEXT = '$239,200 or more';
export const PAY_NOT_REPORTED = 'not reported';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type CareerPay = Pick<Career, 'medianPay' | 'payKind' | 'hourlyMedianPay'>;

/**
 * A career's median pay in words, the one formatter for every place that shows it: the annual median;
 * "$239,200 or more" where BLS top-codes it; "$X an hour (annual pay not published)" where BLS publishes hourly
 * wages only; otherwise "not reported". Never "$0".
 */
export function careerPayText({ medianPay, payKind, hourlyMedianPay }: CareerPay): string {
  if (medianPay !== null && medianPay > 0) return WHOLE_DOLLARS.format(medianPay);
  if (payKind === 'top-coded') return OEWS_TOP_CODED_TEXT;
  if (payKind === 'hourly only' && hourlyMedianPay != null && hourlyMedianPay > 0)
    return `${CENTS.format(hourlyMedianPay)} an hour (annual pay not published)`;
  return PAY_NOT_REPORTED;
}

const COUNT = new Intl.NumberFormat('en-US');

/** Projected openings a year, e.g. "81,000 a year", or "not reported". */
export function annualOpeningsText(annualOpenings: number | null | undefined): string {
  return annualOpenings == null || annualOpenings <= 0 ? PAY_NOT_REPORTED : `${COUNT.format(annualOpenings)} a year`;
}
