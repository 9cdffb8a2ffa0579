import type { RowSource } from '@domain/catalog/schemas';
import { financialGrade } from '@domain/finance/grade';
import { assessMajorDebt } from '@domain/finance/payment-share';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { formatUsd } from '@client/ui/format';
import type { MatchedMajor } from './match-majors';

export const NOT_REPORTED = 'not reported';

/** A major's earnings are College Scorecard field-of-study figures: the first year after graduation, by nature. */
export const MAJOR_HORIZON = EARNINGS_HORIZON_LABELS['early-career'].short;
export const EARNINGS_HEADER = `Typical earnings a year (${MAJOR_HORIZON})`;

export const money = (amount: number | null) => (amount === null ? NOT_REPORTED : formatUsd(amount));

export function sourceKey(source: RowSource) {
  return `${source.name}|${source.year}|${source.url}`;
}

export type Row = MatchedMajor & {
  assessment: ReturnType<typeof assessMajorDebt>;
  /** The student's planned debt against this major's typical earnings. */
  personal: ReturnType<typeof financialGrade>;
};

export function rowsFor(matched: readonly MatchedMajor[], plannedDebt: number | null): Row[] {
  return matched.map((entry) => {
    const earnings = entry.major?.medianEarnings ?? null;
    return {
      ...entry,
      assessment: assessMajorDebt(entry.major?.medianDebt, earnings),
      personal: financialGrade(earnings === null ? null : earnings / 12, plannedDebt),
    };
  });
}
