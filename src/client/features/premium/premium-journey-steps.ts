import { completedGames, GAME_IDS, type CognitiveAssessmentData } from '../../../domain/cognitive/assessment';

/*
 * The premium journey's steps (issue 6). Steps whose pages have not been
 * built yet carry no link and say so, instead of leading nowhere.
 */

export type PremiumStepStatus = 'not-started' | 'in-progress' | 'done' | 'open' | 'not-available';

export interface PremiumStep {
  id: 'games' | 'career-quiz' | 'financial-expectations' | 'ai-counselor' | 'career-exploration';
  title: string;
  description: string;
  /** null: not available yet. */
  href: string | null;
  status: PremiumStepStatus;
  detail: string | null;
}

export const PREMIUM_STATUS_LABELS: Record<PremiumStepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
  open: 'Open any time',
  'not-available': 'Not available yet',
};

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

export function premiumSteps(data: CognitiveAssessmentData): PremiumStep[] {
  return [
    gamesStep(data),
    {
      id: 'career-quiz',
      title: 'Premium career quiz',
      description: 'Your work values (independence, recognition, relationships and more) to refine the recommendations.',
      href: null,
      status: 'not-available',
      detail: null,
    },
    {
      id: 'financial-expectations',
      title: 'Premium financial expectations',
      description: 'A budget for the life you want, the income it needs and the debt your careers can carry.',
      href: null,
      status: 'not-available',
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
      href: null,
      status: 'not-available',
      detail: null,
    },
  ];
}
