import { financialGrade, type FinancialGradeResult } from '../finance/grade';

/*
 * The spec's financial grade (src/domain/finance/grade.ts: debt-to-income = debt / a year's earnings, A+ up to 0.39 …
 * F above 3.14) applied to one program at one college: its graduates' median federal debt against their median
 * earnings in the first year after completing, both from the Scorecard field-of-study file. N/A when either figure
 * is not reported (too few graduates): a suppressed figure is never read as 0.
 */

/** The grade of a program's median debt against its median first-year earnings. */
export function programGrade(medianDebt: number | null, firstYearEarnings: number | null): FinancialGradeResult {
  return financialGrade(firstYearEarnings === null ? null : firstYearEarnings / 12, medianDebt);
}

/** The grade of the debt a family plans to take on for this program, against the same first-year earnings. */
export function plannedDebtGrade(plannedDebt: number, firstYearEarnings: number | null): FinancialGradeResult {
  return financialGrade(firstYearEarnings === null ? null : firstYearEarnings / 12, plannedDebt);
}
