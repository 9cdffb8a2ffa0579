import type { CombinedScores } from './assessment';
import { displayScore, TRAIT_LABELS, TRAITS, type Trait } from './traits';

/*
 * Career categories with minimum trait scores; a category matches when
 * every minimum is met, and is "high" at its trigger. A matched category below
 * its trigger is "medium"; the General fallback (no category matched) is "low".
 */

export type Strength = 'high' | 'medium' | 'low';
export const STRENGTH_ORDER: readonly Strength[] = ['high', 'medium', 'low'];

export type CategoryId =
  'technology' | 'business-finance' | 'creative-design' | 'research-academia' | 'healthcare' | 'operations-management' | 'general';

export interface CareerCategory {
  id: Exclude<CategoryId, 'general'>;
  name: string;
  minimums: Partial<Record<Trait, number>>;
  high: { trait: Trait; atLeast: number };
  /** O*NET-SOC codes of the catalog careers in this family, best-known first. */
  careerCodes: readonly string[];
}

export const CAREER_CATEGORIES: readonly CareerCategory[] = [
  {
    id: 'technology',
    name: 'Technology',
    minimums: { pattern_recognition: 70, logical_reasoning: 70, problem_solving: 65 },
    high: { trait: 'pattern_recognition', atLeast: 85 },
    careerCodes: ['15-1252.00', '15-1212.00', '15-2051.00', '15-1211.00', '15-1254.00', '15-1241.00', '15-1242.00', '17-2061.00'],
  },
  {
    id: 'business-finance',
    name: 'Business & Finance',
    minimums: { logical_reasoning: 65, analytical_thinking: 70, processing_speed: 60 },
    high: { trait: 'analytical_thinking', atLeast: 80 },
    careerCodes: ['13-2011.00', '13-1111.00', '13-2031.00', '13-1161.00', '13-2041.00', '13-2052.00', '15-2011.00', '11-3031.00'],
  },
  {
    id: 'creative-design',
    name: 'Creative & Design',
    minimums: { creativity: 70, vocabulary: 65, pattern_recognition: 60 },
    high: { trait: 'creativity', atLeast: 85 },
    careerCodes: ['27-1024.00', '15-1255.00', '27-1014.00', '27-3043.00', '27-1021.00', '27-1011.00', '27-3042.00', '17-1011.00'],
  },
  {
    id: 'research-academia',
    name: 'Research & Academia',
    minimums: { logical_reasoning: 75, analytical_thinking: 75, vocabulary: 70 },
    high: { trait: 'logical_reasoning', atLeast: 85 },
    careerCodes: ['19-1042.00', '19-2012.00', '19-1021.00', '15-2041.00', '19-3011.00', '19-1041.00', '15-2021.00', '19-2031.00'],
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    minimums: { working_memory: 70, attention_span: 70, logical_reasoning: 65 },
    high: { trait: 'working_memory', atLeast: 80 },
    careerCodes: ['29-1141.00', '29-1071.00', '29-1051.00', '29-1123.00', '29-1171.00', '29-1126.00', '29-2011.00', '29-1127.00'],
  },
  {
    id: 'operations-management',
    name: 'Operations & Management',
    minimums: { processing_speed: 70, working_memory: 65, problem_solving: 70 },
    high: { trait: 'processing_speed', atLeast: 80 },
    careerCodes: ['13-1081.00', '13-1082.00', '11-1021.00', '11-3051.00', '11-9021.00', '11-9111.00', '11-3061.00', '11-9161.00'],
  },
];

export interface TraitAlignment {
  trait: Trait;
  label: string;
  score: number;
  /** The category's minimum for this trait; null in the General fallback. */
  minimum: number | null;
}

/** Category, careers, strength, reasoning, cognitiveAlignment. */
export interface CareerRecommendation<C> {
  categoryId: CategoryId;
  category: string;
  careers: C[];
  strength: Strength;
  reasoning: string;
  cognitiveAlignment: TraitAlignment[];
}

const scoreOf = (scores: CombinedScores, trait: Trait) => scores[trait] ?? 0;

function listTraits(items: readonly TraitAlignment[]): string {
  const parts = items.map((item) => `${item.label.toLowerCase()} (${displayScore(item.score)})`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The three highest traits, ties in the spec's trait order. */
export function topTraits(scores: CombinedScores, count = 3): TraitAlignment[] {
  return TRAITS.map((trait) => ({ trait, label: TRAIT_LABELS[trait], score: scoreOf(scores, trait), minimum: null }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
}

function matchCategory<C>(
  category: CareerCategory,
  scores: CombinedScores,
  careersFor: (codes: readonly string[]) => C[],
): CareerRecommendation<C> | null {
  const alignment = (Object.entries(category.minimums) as [Trait, number][]).map(([trait, minimum]) => ({
    trait,
    label: TRAIT_LABELS[trait],
    score: scoreOf(scores, trait),
    minimum,
  }));
  if (alignment.some((item) => item.score < (item.minimum ?? 0))) return null;
  const high = scoreOf(scores, category.high.trait) >= category.high.atLeast;
  const trigger = `${TRAIT_LABELS[category.high.trait].toLowerCase()} of ${category.high.atLeast} or more`;
  const reasoning = high
    ? `Your ${listTraits(alignment)} all meet what ${category.name} careers draw on, and you reached the ${trigger} that marks a strong fit.`
    : `Your ${listTraits(alignment)} all meet what ${category.name} careers draw on. A ${trigger} would make this a strong fit.`;
  return {
    categoryId: category.id,
    category: category.name,
    careers: careersFor(category.careerCodes),
    strength: high ? 'high' : 'medium',
    reasoning,
    cognitiveAlignment: alignment,
  };
}

/** Categories whose minimums include any of these traits, in the product spec list order (Technology first). */
function categoriesUsing(traits: readonly Trait[]): CareerCategory[] {
  return CAREER_CATEGORIES.filter((category) => traits.some((t) => t in category.minimums));
}

/**
 * The recommendations of the combined results, sorted high → medium → low (within a strength, in
 * the spec's list order, Technology first). `careersFor` turns a category's codes into catalog careers.
 */
export function careerRecommendations<C>(scores: CombinedScores, careersFor: (codes: readonly string[]) => C[]): CareerRecommendation<C>[] {
  const matched = CAREER_CATEGORIES.map((category) => matchCategory(category, scores, careersFor)).filter(
    (r): r is CareerRecommendation<C> => r !== null,
  );
  if (matched.length > 0) return matched.sort((a, b) => STRENGTH_ORDER.indexOf(a.strength) - STRENGTH_ORDER.indexOf(b.strength));
  const top = topTraits(scores);
  // Two careers from each family that draws on the top traits: a broad start, not a match.
  const codes = [...new Set(categoriesUsing(top.map((item) => item.trait)).flatMap((category) => category.careerCodes.slice(0, 2)))].slice(
    0,
    8,
  );
  return [
    {
      categoryId: 'general',
      category: 'General',
      careers: careersFor(codes),
      strength: 'low',
      reasoning: `No career family's minimum scores were all met yet. Your top three traits are ${listTraits(top)}; these careers draw on them.`,
      cognitiveAlignment: top,
    },
  ];
}

/** Every code any category may recommend (for fetching the careers in one go). */
export const ALL_CATEGORY_CAREER_CODES: readonly string[] = [...new Set(CAREER_CATEGORIES.flatMap((category) => category.careerCodes))];
