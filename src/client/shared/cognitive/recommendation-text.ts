import {
  CAREER_CATEGORIES,
  type CareerRecommendation,
  type CategoryId,
  type Strength,
  type TraitAlignment,
} from '@domain/cognitive/recommendations';
import { displayScore } from '@domain/cognitive/traits';
import type { Translate } from '@client/shared/i18n/messages';
import { traitLabel } from './trait-label';

const CATEGORY_KEYS = {
  technology: 'cognitive.rec.category.technology',
  'business-finance': 'cognitive.rec.category.businessFinance',
  'creative-design': 'cognitive.rec.category.creativeDesign',
  'research-academia': 'cognitive.rec.category.researchAcademia',
  healthcare: 'cognitive.rec.category.healthcare',
  'operations-management': 'cognitive.rec.category.operationsManagement',
  general: 'cognitive.rec.category.general',
} as const satisfies Record<CategoryId, string>;

export const STRENGTH_KEYS = {
  high: 'cognitive.rec.strength.high',
  medium: 'cognitive.rec.strength.medium',
  low: 'cognitive.rec.strength.low',
} as const satisfies Record<Strength, string>;

/** A career family's name in the active language. */
export const categoryName = (t: Translate<'cognitive'>, id: CategoryId): string => t(CATEGORY_KEYS[id]);

/** "vocabulary (72), creativity (65) and …", as the domain writes it (English stays exact). */
function listTraits(t: Translate<'cognitive'>, items: readonly Pick<TraitAlignment, 'trait' | 'score'>[]): string {
  const parts = items.map((item) =>
    t('cognitive.rec.traitScore', { trait: traitLabel(t, item.trait).toLocaleLowerCase(), score: displayScore(item.score) }),
  );
  return parts.length <= 1 ? parts.join('') : t('cognitive.rec.listAnd', { list: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
}

/** The recommendation's reasoning in the active language; in English exactly the domain's text. */
export function recommendationReasoning(t: Translate<'cognitive'>, recommendation: CareerRecommendation<unknown>): string {
  const traits = listTraits(t, recommendation.cognitiveAlignment);
  const category = CAREER_CATEGORIES.find((candidate) => candidate.id === recommendation.categoryId);
  if (!category) return t('cognitive.rec.reasonGeneral', { traits });
  const trigger = t('cognitive.rec.trigger', {
    trait: traitLabel(t, category.high.trait).toLocaleLowerCase(),
    score: category.high.atLeast,
  });
  const values = { traits, category: categoryName(t, category.id), trigger };
  return recommendation.strength === 'high' ? t('cognitive.rec.reasonHigh', values) : t('cognitive.rec.reasonMedium', values);
}
