import { useMemo } from 'react';
import { recommendedCareerCodes, recommendedFamilies, type RecommendedFor } from '@domain/catalog/career-explore';
import type { CombinedScores } from '@domain/cognitive/assessment';
import { useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';

export interface GamesFit {
  /** All three games are done, so the recommendations are final. */
  gamesDone: boolean;
  scores: CombinedScores;
  /** Career code → the recommendation that lists it; empty until the games are done. */
  recommended: ReadonlyMap<string, RecommendedFor>;
  /** The career families the scores match, strongest first; empty until the games are done. */
  families: ReturnType<typeof recommendedFamilies>;
}

const NONE = new Map<string, RecommendedFor>();

/** The student's cognitive results as they bear on careers; only inside a CognitiveAssessmentProvider. */
export function useGamesFit(): GamesFit {
  const { data } = useCognitiveAssessment();
  const gamesDone = data.assessmentComplete === true;
  const scores = data.combinedScores;
  return useMemo(
    () => ({
      gamesDone,
      scores: scores ?? {},
      recommended: gamesDone && scores ? recommendedCareerCodes(scores) : NONE,
      families: gamesDone && scores ? recommendedFamilies(scores) : [],
    }),
    [gamesDone, scores],
  );
}
