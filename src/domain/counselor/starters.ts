import { topCognitiveTraits } from './context';
import type { CounselorContext } from './schemas';

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

const GENERAL = [
  'Which careers fit me?',
  'How much can I borrow safely for college?',
  'What would my monthly payment be on $30,000 of student loans?',
  'How do I find scholarships?',
] as const;

/** Up to four questions built from the student's own results, topped up with general ones. */
export function starterQuestions(context: CounselorContext, limit = 4): string[] {
  const questions: string[] = [];
  const strengths = topCognitiveTraits(context.cognitive, 2);
  if (strengths.length === 2) {
    questions.push(`Which careers fit my strengths in ${strengths[0]!.trait} and ${strengths[1]!.trait}?`);
  } else if (context.interests?.topCareerCodes.length || context.interests?.hollandCode) {
    questions.push('Which careers fit my interest profile?');
  }
  const majors = context.interests?.topMajors ?? [];
  if (majors.length >= 2) questions.push(`Compare ${majors[0]} and ${majors[1]}`);
  else if (majors.length === 1) questions.push(`How much do ${majors[0]} graduates earn, and how much do they owe?`);
  const colleges = context.colleges ?? [];
  if (colleges.length >= 2) questions.push(`Compare ${colleges[0]!.name} and ${colleges[1]!.name}`);
  else if (colleges.length === 1) questions.push(`How much does ${colleges[0]!.name} cost per year?`);
  if (context.finances) {
    questions.push('What does my financial grade mean?');
    if (context.finances.plannedDebt > 0)
      questions.push(`What would my monthly payment be on ${usd(context.finances.plannedDebt)} of loans?`);
  }
  for (const general of GENERAL) {
    if (questions.length >= limit) break;
    const sameKind = general.startsWith('Which careers')
      ? questions.some((q) => q.startsWith('Which careers'))
      : general.startsWith('What would my monthly payment')
        ? questions.some((q) => q.startsWith('What would my monthly payment'))
        : false;
    if (!sameKind && !questions.includes(general)) questions.push(general);
  }
  return questions.slice(0, limit);
}
