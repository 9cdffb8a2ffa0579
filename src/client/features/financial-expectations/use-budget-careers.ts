import { useMemo } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { isSocCode } from '@domain/catalog/catalog-values';
import { careerRecommendations } from '@domain/cognitive/recommendations';
import { useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { useRecommendedCareers } from '@client/shared/cognitive/api/use-recommended-careers';
import { useCareersByCode } from '@client/shared/lib/use-careers-by-code';

/** How many careers the budget table compares: the strongest fits first. */
export const MAX_BUDGET_CAREERS = 12;
/** The free quiz's best matches used when no games are done (as many as the free step uses). */
const MAX_QUIZ_CAREERS = 5;

export type BudgetCareers =
  | { basis: 'none'; status: 'success'; careers: []; retry: () => void }
  | { basis: 'games' | 'quiz'; status: 'pending' | 'error' | 'success'; careers: Career[]; retry: () => void };

function quizCodes(codes: readonly string[] | undefined): string[] {
  const valid = (codes ?? []).filter(isSocCode);
  return [...new Set(valid)].slice(0, MAX_QUIZ_CAREERS);
}

/**
 * The careers to check the budget against: the premium recommendations once all three games are
 * done, else the free career quiz's matches, else none (the page says what to do).
 */
export function useBudgetCareers(): BudgetCareers {
  const { data } = useCognitiveAssessment();
  const quizResult = useLocalValue('quizResult');
  const gamesDone = data.assessmentComplete === true;
  const recommended = useRecommendedCareers();
  const codes = useMemo(() => (gamesDone ? [] : quizCodes(quizResult?.topCareerCodes)), [gamesDone, quizResult?.topCareerCodes]);
  const fromQuiz = useCareersByCode(codes);

  return useMemo((): BudgetCareers => {
    if (gamesDone) {
      const retry = () => void recommended.refetch();
      if (recommended.isPending) return { basis: 'games', status: 'pending', careers: [], retry };
      if (recommended.isError) return { basis: 'games', status: 'error', careers: [], retry };
      const byCode = recommended.data;
      const careers = careerRecommendations(data.combinedScores ?? {}, (list) => list.flatMap((code) => byCode.get(code) ?? [])).flatMap(
        (r) => r.careers,
      );
      const unique = careers.filter((career, index) => careers.findIndex((other) => other.socCode === career.socCode) === index);
      return { basis: 'games', status: 'success', careers: unique.slice(0, MAX_BUDGET_CAREERS), retry };
    }
    if (codes.length > 0) return { basis: 'quiz', status: fromQuiz.status, careers: fromQuiz.careers, retry: fromQuiz.retry };
    return { basis: 'none', status: 'success', careers: [], retry: () => undefined };
  }, [gamesDone, recommended, data.combinedScores, codes, fromQuiz]);
}
