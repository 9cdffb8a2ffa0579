import { monthlyPayment } from './loans';
import { STANDARD_TERM_MONTHS } from './repayment';

export type PaymentShare = {
  /** Level monthly payment under the 10-year standard plan, to the cent. */
  readonly monthlyPayment: number;
  /** monthlyPayment / monthlyIncome (0.12 = 12 %); null without a usable income. */
  readonly shareOfIncome: number | null;
};

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The estimated monthly payment on `debt` under the 10-year standard plan at `annualRatePercent`,
 * and its share of a monthly income. Null when there is no usable debt figure; the share is null
 * when the income is missing or 0 (nothing to divide by).
 */
export function standardPaymentShare(
  debt: number | null | undefined,
  annualRatePercent: number,
  monthlyIncome: number | null | undefined,
): PaymentShare | null {
  if (!isAmount(debt)) {
    return null;
  }
  const payment = monthlyPayment(debt, annualRatePercent, STANDARD_TERM_MONTHS);
  const shareOfIncome = isAmount(monthlyIncome) && monthlyIncome > 0 ? payment / monthlyIncome : null;
  return { monthlyPayment: payment, shareOfIncome };
}

export type DatedRate = {
  /** ISO date, inclusive. */
  readonly firstDisbursedFrom: string;
  /** ISO date, exclusive. */
  readonly firstDisbursedBefore: string;
};

export type RateChoice<T extends DatedRate> = {
  readonly rate: T;
  /** False when no entry covers `today` and the latest earlier one stands in (the new year's rate is not in our data yet). */
  readonly coversToday: boolean;
};

/**
 * The rate for loans first disbursed on `today` (ISO yyyy-mm-dd), or, when the dataset has no
 * entry for today yet, the most recent one that started before it. Undefined when every entry
 * starts after today.
 */
export function rateForDate<T extends DatedRate>(rates: readonly T[], today: string): RateChoice<T> | undefined {
  const covering = rates.find((rate) => rate.firstDisbursedFrom <= today && today < rate.firstDisbursedBefore);
  if (covering) {
    return { rate: covering, coversToday: true };
  }
  const earlier = rates
    .filter((rate) => rate.firstDisbursedFrom <= today)
    .sort((a, b) => a.firstDisbursedFrom.localeCompare(b.firstDisbursedFrom));
  const latest = earlier.at(-1);
  return latest ? { rate: latest, coversToday: false } : undefined;
}
