import type { Major } from '@domain/catalog/schemas';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { assessMajorFamilyCost, type AddedFamilyDebt, type FamilyDebt } from '@domain/finance/costly';
import type { FinancialGradeResult } from '@domain/finance/grade';

export type OutcomeRow = {
  major: Major;
  /** Typical family debt (federal, Parent PLUS, private, total); null when the federal debt or the earnings are not reported. */
  debt: FamilyDebt | null;
  /** Total family debt / early-career earnings; null when either is not reported. */
  ratio: number | null;
  grade: FinancialGradeResult;
  costly: boolean;
  /** One of the student's top majors from the career quiz. */
  mine: boolean;
};

export const SORT_KEYS = ['name', 'medianEarnings', 'medianDebt', 'ratio'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

/** Every major through the costly rule (domain/finance/costly), with the family's added debt from src/data/family-debt. */
export function outcomeRows(
  majors: readonly Major[],
  myMajors: readonly string[],
  added: AddedFamilyDebt = ADDED_FAMILY_DEBT,
): OutcomeRow[] {
  const mine = new Set(myMajors.map((name) => name.trim().toLocaleLowerCase('en-US')));
  return majors.map((major) => {
    const assessment = assessMajorFamilyCost(major, added);
    return {
      major,
      debt: assessment.debt,
      ratio: assessment.ratio,
      grade: assessment.grade,
      costly: assessment.status === 'costly',
      mine: mine.has(major.name.trim().toLocaleLowerCase('en-US')),
    };
  });
}

function valueOf(row: OutcomeRow, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.major.name;
    case 'medianEarnings':
      return row.major.medianEarnings;
    case 'medianDebt':
      return row.major.medianDebt;
    case 'ratio':
      return row.ratio;
  }
}

/** Sorted copy; rows with the figure not reported go last in either direction, ties by name. */
export function sortOutcomeRows(rows: readonly OutcomeRow[], key: SortKey, direction: SortDirection): OutcomeRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const byName = (a: OutcomeRow, b: OutcomeRow) => a.major.name.localeCompare(b.major.name, 'en-US');
  return [...rows].sort((a, b) => {
    const left = valueOf(a, key);
    const right = valueOf(b, key);
    if (left === null || right === null) {
      if (left === right) return byName(a, b);
      return left === null ? 1 : -1;
    }
    const order = typeof left === 'string' && typeof right === 'string' ? left.localeCompare(right, 'en-US') : Number(left) - Number(right);
    return order === 0 ? byName(a, b) : sign * order;
  });
}
