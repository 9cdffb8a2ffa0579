import type { LocalState } from '../progress/local-state';
import { clampScore, TRAITS } from '../cognitive/traits';
import { COLLEGE_LIMIT, counselorContextSchema, type CounselorContext } from './schemas';

type CognitiveScores = NonNullable<CounselorContext['cognitive']>;
// The ten combined scores of the product spec: the nine traits and the overall score.
const COGNITIVE_TRAITS = [...TRAITS, 'overall_score'] as const satisfies readonly (keyof CognitiveScores)[];

export type CounselorLocalState = Pick<
  LocalState,
  'quizResult' | 'collegeQuizResults' | 'financialExpectations' | 'cognitiveAssessmentData'
>;

/**
 * The student's results, as the counselor needs them, from the spec's local keys.
 * Only figures, codes and public names are picked (never the stored preferences
 * wholesale); anything malformed is dropped rather than failing the question.
 */
export function toCounselorContext(local: CounselorLocalState, options: { includeCognitive: boolean }): CounselorContext {
  const context: CounselorContext = {};
  const quiz = local.quizResult;
  if (quiz) {
    context.interests = {
      hollandCode: quiz.hollandCode,
      profile: quiz.profile,
      topMajors: quiz.topMajors.slice(0, 10),
      topCareerCodes: (quiz.topCareerCodes ?? []).slice(0, 20),
    };
  }
  const colleges = (local.collegeQuizResults ?? []).flatMap((record) =>
    typeof record.unitId === 'number' && typeof record.name === 'string' ? [{ unitId: record.unitId, name: record.name }] : [],
  );
  if (colleges.length) context.colleges = colleges.slice(0, COLLEGE_LIMIT);
  const finances = local.financialExpectations;
  if (finances) context.finances = { monthlyIncome: finances.monthlyIncome, plannedDebt: finances.plannedDebt, level: finances.level };
  const combined = local.cognitiveAssessmentData?.combinedScores;
  if (options.includeCognitive && combined) {
    const scores: CognitiveScores = {};
    for (const trait of COGNITIVE_TRAITS) {
      const value = combined[trait];
      if (typeof value === 'number' && Number.isFinite(value)) scores[trait] = clampScore(value);
    }
    if (Object.keys(scores).length) context.cognitive = scores;
  }
  const parsed = counselorContextSchema.safeParse(context);
  if (parsed.success) return parsed.data;
  // One bad field should not cost the student the rest of their results.
  const kept: CounselorContext = {};
  for (const key of ['interests', 'colleges', 'finances', 'cognitive'] as const) {
    const single = counselorContextSchema.safeParse({ [key]: context[key] });
    if (single.success) Object.assign(kept, single.data);
  }
  return kept;
}

export function hasResults(context: CounselorContext): boolean {
  return Boolean(context.interests || context.colleges?.length || context.finances || context.cognitive);
}

export const COGNITIVE_TRAIT_NAMES: Record<Exclude<keyof CognitiveScores, 'overall_score'>, string> = {
  vocabulary: 'vocabulary',
  working_memory: 'working memory',
  processing_speed: 'processing speed',
  logical_reasoning: 'logical reasoning',
  pattern_recognition: 'pattern recognition',
  problem_solving: 'problem solving',
  attention_span: 'attention',
  creativity: 'creativity',
  analytical_thinking: 'analytical thinking',
};

/** The student's strongest cognitive traits, highest first. */
export function topCognitiveTraits(cognitive: CounselorContext['cognitive'], count = 3): { trait: string; score: number }[] {
  if (!cognitive) return [];
  return (Object.keys(COGNITIVE_TRAIT_NAMES) as (keyof typeof COGNITIVE_TRAIT_NAMES)[])
    .flatMap((key) => (typeof cognitive[key] === 'number' ? [{ trait: COGNITIVE_TRAIT_NAMES[key], score: cognitive[key] }] : []))
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
}
