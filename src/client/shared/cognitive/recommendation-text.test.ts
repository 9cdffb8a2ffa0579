import { describe, expect, it } from 'vitest';
import { careerRecommendations } from '@domain/cognitive/recommendations';
import { TRAITS } from '@domain/cognitive/traits';
import type { CombinedScores } from '@domain/cognitive/assessment';
import { cognitive as english } from '@locales/en/cognitive';
import { cognitive as spanish } from '@locales/es/cognitive';
import { translator, type Translate } from '@client/shared/i18n/messages';
import { categoryName, recommendationReasoning } from './recommendation-text';

const en = translator(english) as Translate<'cognitive'>;
const es = translator(spanish) as Translate<'cognitive'>;
// Pseudo-random score sets from 30 to 100, plus all-high and all-low.
const scoreSets: CombinedScores[] = [
  Object.fromEntries(TRAITS.map((trait) => [trait, 95])),
  Object.fromEntries(TRAITS.map((trait) => [trait, 20])),
  ...Array.from({ length: 60 }, (_, n) => Object.fromEntries(TRAITS.map((trait, i) => [trait, 30 + ((n * 37 + i * 53) % 71)]))),
];
const recommendations = scoreSets.flatMap((scores) => careerRecommendations(scores, () => []));

describe('career recommendation texts', () => {
  it('cover strong, good and general fits', () => {
    expect(new Set(recommendations.map((r) => r.strength))).toEqual(new Set(['high', 'medium', 'low']));
  });

  it('the English catalog gives exactly the domain English category names and reasoning', () => {
    for (const recommendation of recommendations) {
      expect(categoryName(en, recommendation.categoryId)).toBe(recommendation.category);
      expect(recommendationReasoning(en, recommendation)).toBe(recommendation.reasoning);
    }
  });

  it('Spanish has no placeholder left', () => {
    for (const recommendation of recommendations) expect(recommendationReasoning(es, recommendation)).not.toMatch(/[{}]|cognitive\./);
  });
});
