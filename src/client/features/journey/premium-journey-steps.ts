import { completedGames, GAME_IDS, type CognitiveAssessmentData } from '@domain/cognitive/assessment';

/* The premium journey's steps, with where the student stands in each. Their texts are the catalog's, by id (area 'journey'). */

export type PremiumStepStatus = 'not-started' | 'in-progress' | 'done' | 'open';

export interface PremiumStep {
  id: 'games' | 'career-quiz' | 'financial-expectations' | 'ai-counselor' | 'career-exploration';
  href: string;
  status: PremiumStepStatus;
  /** The games step: how many games were played (null before the first, and for the other steps). */
  gamesPlayed: number | null;
}

/** What the local keys say about the steps after the games. */
export interface PremiumProgress {
  careerQuizCompleted: boolean;
  /** Answers saved in a round not finished yet. */
  careerQuizInProgress: boolean;
  financialSaved: boolean;
}

function gamesStep(data: CognitiveAssessmentData): PremiumStep {
  const done = completedGames(data).length;
  return {
    id: 'games',
    href: '/premium/games-assessment',
    status: done === GAME_IDS.length ? 'done' : done > 0 ? 'in-progress' : 'not-started',
    gamesPlayed: done > 0 ? done : null,
  };
}

export function premiumSteps(data: CognitiveAssessmentData, progress: PremiumProgress): PremiumStep[] {
  return [
    gamesStep(data),
    {
      id: 'career-quiz',
      href: '/premium/career-quiz',
      status: progress.careerQuizCompleted ? 'done' : progress.careerQuizInProgress ? 'in-progress' : 'not-started',
      gamesPlayed: null,
    },
    {
      id: 'financial-expectations',
      href: '/premium/financial-expectations',
      status: progress.financialSaved ? 'done' : 'not-started',
      gamesPlayed: null,
    },
    {
      id: 'ai-counselor',
      href: '/premium/ai-counselor',
      status: 'open',
      gamesPlayed: null,
    },
    {
      id: 'career-exploration',
      href: '/premium/career-exploration',
      status: 'open',
      gamesPlayed: null,
    },
  ];
}
