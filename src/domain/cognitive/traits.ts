/*
 * The ten cognitive traits of the product spec (combined scores) and the overall weights
 * of the product spec. Every score is on a 0-100 scale (normalisation clamps).
 */

export const TRAITS = [
  'vocabulary',
  'working_memory',
  'processing_speed',
  'logical_reasoning',
  'pattern_recognition',
  'problem_solving',
  'attention_span',
  'creativity',
  'analytical_thinking',
] as const;
export type Trait = (typeof TRAITS)[number];

export const TRAIT_LABELS: Record<Trait, string> = {
  vocabulary: 'Vocabulary',
  working_memory: 'Working memory',
  processing_speed: 'Processing speed',
  logical_reasoning: 'Logical reasoning',
  pattern_recognition: 'Pattern recognition',
  problem_solving: 'Problem solving',
  attention_span: 'Attention span',
  creativity: 'Creativity',
  analytical_thinking: 'Analytical thinking',
};

/** Overall score weights (they sum to 1). */
export const OVERALL_WEIGHTS: Record<Trait, number> = {
  vocabulary: 0.15,
  working_memory: 0.15,
  processing_speed: 0.15,
  logical_reasoning: 0.15,
  pattern_recognition: 0.15,
  problem_solving: 0.1,
  attention_span: 0.05,
  creativity: 0.05,
  analytical_thinking: 0.05,
};

/** A score outside 0-100 (or not a number) is clamped into it. */
export function clampScore(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Where `value` sits between `low` (0) and `high` (100), clamped; `low` may be above `high` (less is better). */
export function normalize(value: number, low: number, high: number): number {
  return clampScore(((value - low) / (high - low)) * 100);
}

/** The overall weights applied to the traits present, re-weighted so a partial set still lands on 0-100. */
export function weightedOverall(scores: Partial<Record<Trait, number>>): number | undefined {
  let total = 0;
  let weights = 0;
  for (const trait of TRAITS) {
    const score = scores[trait];
    if (score === undefined) continue;
    total += OVERALL_WEIGHTS[trait] * clampScore(score);
    weights += OVERALL_WEIGHTS[trait];
  }
  return weights === 0 ? undefined : clampScore(total / weights);
}

/** Whole points for display, rounded down so a label never claims a threshold the score did not reach. */
export function displayScore(score: number): number {
  return Math.floor(clampScore(score) + 1e-9);
}
