import { topCognitiveTraits } from './context';
import type { CounselorContext } from './schemas';

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** The starter questions' words; the web app passes its active language's, English by default. */
export type StarterPhrases = {
  fitStrengths: (first: string, second: string) => string;
  fitProfile: string;
  compare: (first: string, second: string) => string;
  majorEarnings: (major: string) => string;
  collegeCost: (college: string) => string;
  gradeMeaning: string;
  paymentOn: (amount: string) => string;
  generalFit: string;
  generalBorrow: string;
  generalPayment: string;
  generalScholarships: string;
  /** A strength's name ("working memory") in this language. */
  trait: (englishName: string) => string;
};

export const ENGLISH_STARTERS: StarterPhrases = {
  fitStrengths: (first, second) => `Which careers fit my strengths in ${first} and ${second}?`,
  fitProfile: 'Which careers fit my interest profile?',
  compare: (first, second) => `Compare ${first} and ${second}`,
  majorEarnings: (major) => `How much do ${major} graduates earn, and how much do they owe?`,
  collegeCost: (college) => `How much does ${college} cost per year?`,
  gradeMeaning: 'What does my financial grade mean?',
  paymentOn: (amount) => `What would my monthly payment be on ${amount} of loans?`,
  generalFit: 'Which careers fit me?',
  generalBorrow: 'How much can I borrow safely for college?',
  generalPayment: 'What would my monthly payment be on $30,000 of student loans?',
  generalScholarships: 'How do I find scholarships?',
  trait: (englishName) => englishName,
};

type Starter = { kind: 'fit' | 'payment' | 'other'; text: string };

/** Up to four questions built from the student's own results, topped up with general ones. */
export function starterQuestions(context: CounselorContext, limit = 4, phrases: StarterPhrases = ENGLISH_STARTERS): string[] {
  const p = phrases;
  const questions: Starter[] = [];
  const strengths = topCognitiveTraits(context.cognitive, 2);
  if (strengths.length === 2) {
    questions.push({ kind: 'fit', text: p.fitStrengths(p.trait(strengths[0]!.trait), p.trait(strengths[1]!.trait)) });
  } else if (context.interests?.topCareerCodes.length || context.interests?.hollandCode) {
    questions.push({ kind: 'fit', text: p.fitProfile });
  }
  const majors = context.interests?.topMajors ?? [];
  if (majors.length >= 2) questions.push({ kind: 'other', text: p.compare(majors[0]!, majors[1]!) });
  else if (majors.length === 1) questions.push({ kind: 'other', text: p.majorEarnings(majors[0]!) });
  const colleges = context.colleges ?? [];
  if (colleges.length >= 2) questions.push({ kind: 'other', text: p.compare(colleges[0]!.name, colleges[1]!.name) });
  else if (colleges.length === 1) questions.push({ kind: 'other', text: p.collegeCost(colleges[0]!.name) });
  if (context.finances) {
    questions.push({ kind: 'other', text: p.gradeMeaning });
    if (context.finances.plannedDebt > 0) questions.push({ kind: 'payment', text: p.paymentOn(usd(context.finances.plannedDebt)) });
  }
  const general: Starter[] = [
    { kind: 'fit', text: p.generalFit },
    { kind: 'other', text: p.generalBorrow },
    { kind: 'payment', text: p.generalPayment },
    { kind: 'other', text: p.generalScholarships },
  ];
  for (const starter of general) {
    if (questions.length >= limit) break;
    const sameKind = starter.kind !== 'other' && questions.some((q) => q.kind === starter.kind);
    if (!sameKind && !questions.some((q) => q.text === starter.text)) questions.push(starter);
  }
  return questions.slice(0, limit).map((q) => q.text);
}
