import { GRADE_TABLE, financialGrade, type FinancialGradeResult } from './grade';
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

/*
 * A major is flagged as costly when its typical graduate's debt is more than about a year of
 * typical earnings: past the B+ row of the grade table (spec 9, debt-to-income up to 1.05), where
 * the table's risk stops being "Moderate" at best and the explanation turns to years of budgeting.
 */
const B_PLUS = GRADE_TABLE.find((row) => row.grade === 'B+');
export const COSTLY_MAJOR_RATIO: number = B_PLUS ? B_PLUS.maxRatio : 1.05;

export type MajorDebtAssessment =
  | { readonly status: 'not-reported'; readonly ratio: null; readonly grade: FinancialGradeResult }
  | { readonly status: 'costly' | 'ok'; readonly ratio: number; readonly grade: FinancialGradeResult };

/**
 * Typical debt against typical annual earnings, graded on spec 9's debt-to-income table (the same ratio as
 * plannedDebt / (monthlyIncome × 12), with the earnings standing in for a year's income).
 */
export function assessMajorDebt(medianDebt: number | null | undefined, medianEarnings: number | null | undefined): MajorDebtAssessment {
  if (!isAmount(medianDebt) || !isAmount(medianEarnings) || medianEarnings === 0) {
    return { status: 'not-reported', ratio: null, grade: financialGrade(null, null) };
  }
  const grade = financialGrade(medianEarnings / 12, medianDebt);
  const ratio = medianDebt / medianEarnings;
  // Same tolerance as the grade table, so a ratio of exactly 1.05 is not flagged through float noise.
  return { status: ratio > COSTLY_MAJOR_RATIO + 1e-9 ? 'costly' : 'ok', ratio, grade };
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
