import type { RowSource } from '@domain/catalog/schemas';
import { financialGrade } from '@domain/finance/grade';
import { assessMajorDebt } from '@domain/finance/payment-share';
import { formatUsd } from '@client/ui/format';
import type { MatchedMajor } from './match-majors';

export const NOT_REPORTED = 'not reported';

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
