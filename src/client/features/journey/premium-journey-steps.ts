import { completedGames, GAME_IDS, type CognitiveAssessmentData } from '@domain/cognitive/assessment';

/* The premium journey's steps (issue 6), with where the student stands in each. */

export type PremiumStepStatus = 'not-started' | 'in-progress' | 'done' | 'open';

export interface PremiumStep {
  id: 'games' | 'career-quiz' | 'financial-expectations' | 'ai-counselor' | 'career-exploration';
  title: string;
  description: string;
  href: string;
  status: PremiumStepStatus;
  detail: string | null;
}

export const PREMIUM_STATUS_LABELS: Record<PremiumStepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
  open: 'Open any time',
};

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
    title: 'Cognitive games',
    description: 'Word Weaver, Memory Race and Logic Puzzles: about 17 minutes with practice rounds.',
    href: '/premium/games-assessment',
    status: done === GAME_IDS.length ? 'done' : done > 0 ? 'in-progress' : 'not-started',
    detail: done > 0 ? `${done} of ${GAME_IDS.length} games played` : null,
  };
}

export function premiumSteps(data: CognitiveAssessmentData, progress: PremiumProgress): PremiumStep[] {
  return [
    gamesStep(data),
    {
      id: 'career-quiz',
      title: 'Premium career quiz',
      description:
        'Your work values (independence, recognition, relationships and more) and what you want from a job, to narrow the recommendations.',
      href: '/premium/career-quiz',
      status: progress.careerQuizCompleted ? 'done' : progress.careerQuizInProgress ? 'in-progress' : 'not-started',
      detail: null,
    },
    {
      id: 'financial-expectations',
      title: 'Premium financial expectations',
      description: 'A budget for the life you want, the income it needs and the debt your careers can carry.',
      href: '/premium/financial-expectations',
      status: progress.financialSaved ? 'done' : 'not-started',
      detail: null,
    },
    {
      id: 'ai-counselor',
      title: 'AI counselor',
      description: 'Talk through your results and next steps with the AI counselor.',
      href: '/premium/ai-counselor',
      status: 'open',
      detail: null,
    },
    {
      id: 'career-exploration',
      title: 'Career exploration',
      description: 'Search and filter every career by interest area, pay, outlook and education.',
      href: '/premium/career-exploration',
      status: 'open',
      detail: null,
    },
  ];
}
