import type { LocalState } from '@domain/progress/local-state';
import { progressPercent } from '@domain/progress/progress';
import { financialGrade, type FinancialGradeResult } from '@domain/finance/grade';
import { earningsHorizonOrDefault, type EarningsHorizon } from '@domain/finance/earnings-horizon';

export type ResultsSummary = {
  percent: number;
  topMajors: string[];
  careerMatches: number;
  grade: FinancialGradeResult;
  /** The pay the graded income plans on: early career unless the student chose the median of all workers. */
  earningsHorizon: EarningsHorizon;
  collegeMatches: number;
};

/** The progress panel's figures: percent, career matches, financial grade, college matches. */
export function resultsSummary(state: LocalState): ResultsSummary {
  const topMajors = state.quizResult?.topMajors ?? [];
  // The career quiz stores its best careers; an older result without them counts its majors.
  const careers = state.quizResult?.topCareerCodes;
  return {
    percent: progressPercent(state),
    topMajors,
    careerMatches: Array.isArray(careers) ? careers.length : topMajors.length,
    grade: financialGrade(state.financialExpectations?.monthlyIncome, state.financialExpectations?.plannedDebt),
    earningsHorizon: earningsHorizonOrDefault(state.financialExpectations?.earningsHorizon),
    collegeMatches: state.collegeQuizResults?.length ?? 0,
  };
}
