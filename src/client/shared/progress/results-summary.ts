import type { LocalState } from '@domain/progress/local-state';
import { progressPercent } from '@domain/progress/progress';
import { financialGrade, type FinancialGradeResult } from '@domain/finance/grade';

export type ResultsSummary = {
  percent: number;
  topMajors: string[];
  careerMatches: number;
  grade: FinancialGradeResult;
  collegeMatches: number;
};

/** The progress panel's figures (spec 2): percent, career matches, financial grade, college matches. */
export function resultsSummary(state: LocalState): ResultsSummary {
  const topMajors = state.quizResult?.topMajors ?? [];
  // The career quiz stores its best careers; an older result without them counts its majors.
  const careers = state.quizResult?.topCareerCodes;
  return {
    percent: progressPercent(state),
    topMajors,
    careerMatches: Array.isArray(careers) ? careers.length : topMajors.length,
    grade: financialGrade(state.financialExpectations?.monthlyIncome, state.financialExpectations?.plannedDebt),
    collegeMatches: state.collegeQuizResults?.length ?? 0,
  };
}
