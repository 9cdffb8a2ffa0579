import type { RowSource } from '@domain/catalog/schemas';
import { financialGrade } from '@domain/finance/grade';
import { assessMajorFamilyCost } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
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
  /** The costly rule (domain/finance/costly): typical family debt against early-career earnings. */
  assessment: ReturnType<typeof assessMajorFamilyCost>;
  /** The student's planned debt against this major's typical earnings. */
  personal: ReturnType<typeof financialGrade>;
};

export function rowsFor(matched: readonly MatchedMajor[], plannedDebt: number | null): Row[] {
  return matched.map((entry) => {
    const earnings = entry.major?.medianEarnings ?? null;
    return {
      ...entry,
      assessment: assessMajorFamilyCost({ medianDebt: entry.major?.medianDebt ?? null, medianEarnings: earnings }, ADDED_FAMILY_DEBT),
      personal: financialGrade(earnings === null ? null : earnings / 12, plannedDebt),
    };
  });
}
