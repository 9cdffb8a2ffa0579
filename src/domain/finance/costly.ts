import { GRADE_TABLE, financialGrade, type FinancialGrade, type FinancialGradeResult } from './grade';

/*
 * The one rule for "costly" (ADR 0019). A major is costly when the financial grade of the
 * typical family debt for it — the graduate's federal loans plus the Parent PLUS and private loans a
 * family would add — against the graduate's early-career earnings is below A-.
 *
 * Why A-: it is the last row of the spec's grade table (section 9) with "Low" risk and the last whose
 * explanation is "manageable with a steady budget" (debt up to 0.79 of a year's income). From B+ on the
 * risk is "Moderate" or worse and the table's own words are "takes a plan", "budget carefully for several
 * years", "squeeze your budget". The line sits at the edge of "Low" rather than further down because the
 * debt it grades is a floor: the Scorecard's typical debt is federal loans to the student only, and the
 * Parent PLUS and private loans a family adds are not in our data (so they count as 0, and every page
 * that uses this rule says so).
 *
 * Early-career earnings always: that is what a new graduate repays from, whatever horizon a page shows.
 */
export const COSTLY_BELOW_GRADE = 'A-' satisfies FinancialGrade;

const threshold = GRADE_TABLE.find((row) => row.grade === COSTLY_BELOW_GRADE);
/** The largest debt-to-earnings ratio that is not costly (0.79, the top of A-). */
export const COSTLY_MAJOR_RATIO: number = threshold ? threshold.maxRatio : 0.79;

const thresholdIndex = GRADE_TABLE.findIndex((row) => row.grade === COSTLY_BELOW_GRADE);

/** True when `grade` is below the costly threshold (B+ and worse); N/A is never costly (nothing to judge). */
export function isCostlyGrade(grade: FinancialGrade): boolean {
  const index = GRADE_TABLE.findIndex((row) => row.grade === grade);
  return index !== -1 && index > thresholdIndex;
}

/** The rule in one sentence, for every page that marks a major costly. */
export const COSTLY_RULE_TEXT =
  `A major is marked costly when the typical family debt for it (the graduate's federal loans, plus the Parent PLUS and private loans ` +
  `a family would add) is more than ${COSTLY_MAJOR_RATIO} times graduates' earnings in the first year after graduation: ` +
  `below grade ${COSTLY_BELOW_GRADE} on the financial grade table.`;

export type FamilyDebtInput = {
  /** The graduate's typical federal loan debt (Scorecard median); null when not reported. */
  readonly federal: number | null | undefined;
  /** Typical Parent PLUS debt a family adds; null when it is not in the data (then counted as 0 and said so). */
  readonly parentPlus: number | null | undefined;
  /** Typical private loan debt; null when it is not in the data (then counted as 0 and said so). */
  readonly private: number | null | undefined;
};

export type FamilyDebt = {
  readonly federal: number;
  /** null: not in the data, counted as 0 in `total`. */
  readonly parentPlus: number | null;
  /** null: not in the data, counted as 0 in `total`. */
  readonly private: number | null;
  readonly total: number;
};

export type MajorCostAssessment =
  | { readonly status: 'not-reported'; readonly debt: null; readonly ratio: null; readonly grade: FinancialGradeResult }
  | { readonly status: 'costly' | 'ok'; readonly debt: FamilyDebt; readonly ratio: number; readonly grade: FinancialGradeResult };

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const NOT_REPORTED: MajorCostAssessment = { status: 'not-reported', debt: null, ratio: null, grade: financialGrade(null, null) };

/**
 * The costly rule: the grade of the typical total family debt against early-career earnings,
 * costly below A-. Without a federal debt figure or a positive earnings figure the major is "not reported",
 * never graded as if the missing figure were 0.
 */
export function assessMajorCost(debt: FamilyDebtInput, earlyCareerEarnings: number | null | undefined): MajorCostAssessment {
  if (!isAmount(debt.federal) || !isAmount(earlyCareerEarnings) || earlyCareerEarnings === 0) {
    return NOT_REPORTED;
  }
  const parentPlus = isAmount(debt.parentPlus) ? debt.parentPlus : null;
  const privateLoans = isAmount(debt.private) ? debt.private : null;
  const total = debt.federal + (parentPlus ?? 0) + (privateLoans ?? 0);
  const grade = financialGrade(earlyCareerEarnings / 12, total);
  return {
    status: isCostlyGrade(grade.grade) ? 'costly' : 'ok',
    debt: { federal: debt.federal, parentPlus, private: privateLoans, total },
    ratio: total / earlyCareerEarnings,
    grade,
  };
}

/** A figure for debt a family adds on top of the graduate's federal loans, or why there is none. */
export type AddedDebtFigure = {
  /** Typical amount; null when no verifiable figure is in our data (counted as 0 and said so). */
  readonly amount: number | null;
  /** Shown to users: where the figure comes from, or that it is not in the data. */
  readonly note: string;
};

export type AddedFamilyDebt = { readonly parentPlus: AddedDebtFigure; readonly private: AddedDebtFigure };

/** A major's typical figures run through the costly rule, with the family's added debt from `added`. */
export function assessMajorFamilyCost(
  major: { readonly medianDebt: number | null; readonly medianEarnings: number | null },
  added: AddedFamilyDebt,
): MajorCostAssessment {
  return assessMajorCost(
    { federal: major.medianDebt, parentPlus: added.parentPlus.amount, private: added.private.amount },
    major.medianEarnings,
  );
}
