import { describe, expect, it } from 'vitest';
import type { CombinedScores } from './assessment';
import { CAREER_CATEGORIES, careerRecommendations, topTraits } from './recommendations';
import { TRAITS } from './traits';

const careersFor = (codes: readonly string[]) => [...codes];
const base = (score: number): CombinedScores => Object.fromEntries(TRAITS.map((trait) => [trait, score]));
const categories = (scores: CombinedScores) => careerRecommendations(scores, careersFor).map((r) => [r.category, r.strength]);

describe('career categories', () => {
  it('Technology: minimums 70/70/65, high at pattern recognition 85 (84.99 is medium)', () => {
    const scores = { ...base(0), pattern_recognition: 84.99, logical_reasoning: 70, problem_solving: 65 };
    expect(categories(scores)).toEqual([['Technology', 'medium']]);
    expect(categories({ ...scores, pattern_recognition: 85 })).toEqual([['Technology', 'high']]);
    expect(categories({ ...scores, problem_solving: 64.99 })).toEqual([['General', 'low']]);
    expect(categories({ ...scores, logical_reasoning: 69.99 })).toEqual([['General', 'low']]);
    expect(categories({ ...scores, pattern_recognition: 69.99 })).toEqual([['General', 'low']]);
  });

  const cases: [string, CombinedScores, 'trait', number][] = [
    ['Business & Finance', { logical_reasoning: 65, analytical_thinking: 70, processing_speed: 60 }, 'trait', 80],
    ['Creative & Design', { creativity: 70, vocabulary: 65, pattern_recognition: 60 }, 'trait', 85],
    ['Research & Academia', { logical_reasoning: 75, analytical_thinking: 75, vocabulary: 70 }, 'trait', 85],
    ['Healthcare', { working_memory: 70, attention_span: 70, logical_reasoning: 65 }, 'trait', 80],
    ['Operations & Management', { processing_speed: 70, working_memory: 65, problem_solving: 70 }, 'trait', 80],
  ];

  it.each(cases)('%s: matches exactly at its minimums, not 0.01 below any, high at its trigger', (name, minimums, _, trigger) => {
    const category = CAREER_CATEGORIES.find((c) => c.name === name)!;
    expect(category.minimums).toEqual(minimums);
    expect(category.high.atLeast).toBe(trigger);
    const atMinimum = { ...base(0), ...minimums };
    expect(categories(atMinimum)).toContainEqual([name, 'medium']);
    for (const trait of Object.keys(minimums) as (keyof CombinedScores)[]) {
      expect(categories({ ...atMinimum, [trait]: minimums[trait]! - 0.01 })).not.toContainEqual([name, 'medium']);
    }
    const highTrait = category.high.trait;
    expect(categories({ ...atMinimum, [highTrait]: Math.max(trigger - 0.01, minimums[highTrait] ?? 0) })).toContainEqual([name, 'medium']);
    expect(categories({ ...atMinimum, [highTrait]: trigger })).toContainEqual([name, 'high']);
  });

  it('sorts high before medium, spec order within a strength', () => {
    const scores = { ...base(75), working_memory: 90, pattern_recognition: 80 };
    const result = categories(scores);
    expect(result[0]).toEqual(['Healthcare', 'high']);
    expect(result.slice(1).every(([, strength]) => strength === 'medium')).toBe(true);
    expect(result.slice(1).map(([name]) => name)).toEqual([
      'Technology',
      'Business & Finance',
      'Creative & Design',
      'Research & Academia',
      'Operations & Management',
    ]);
  });

  it('falls back to General (low) naming the top three traits', () => {
    const scores = { ...base(10), creativity: 60, vocabulary: 55, attention_span: 50 };
    const [general, ...rest] = careerRecommendations(scores, careersFor);
    expect(rest).toEqual([]);
    expect(general).toMatchObject({ categoryId: 'general', category: 'General', strength: 'low' });
    expect(general!.reasoning).toContain('creativity (60), vocabulary (55) and attention span (50)');
    expect(general!.cognitiveAlignment.map((a) => a.trait)).toEqual(['creativity', 'vocabulary', 'attention_span']);
    expect(general!.careers.length).toBeGreaterThan(0);
  });

  it('gives each match its careers, reasoning and alignment with the minimums', () => {
    const [tech] = careerRecommendations({ ...base(0), pattern_recognition: 90, logical_reasoning: 72, problem_solving: 66 }, careersFor);
    expect(tech!.careers).toEqual(CAREER_CATEGORIES[0]!.careerCodes);
    expect(tech!.reasoning).toContain('pattern recognition (90), logical reasoning (72) and problem solving (66)');
    expect(tech!.reasoning).toContain('strong fit');
    expect(tech!.cognitiveAlignment).toEqual([
      { trait: 'pattern_recognition', label: 'Pattern recognition', score: 90, minimum: 70 },
      { trait: 'logical_reasoning', label: 'Logical reasoning', score: 72, minimum: 70 },
      { trait: 'problem_solving', label: 'Problem solving', score: 66, minimum: 65 },
    ]);
  });

  it('top traits break ties in spec order', () => {
    expect(topTraits(base(50)).map((t) => t.trait)).toEqual(['vocabulary', 'working_memory', 'processing_speed']);
  });
});
