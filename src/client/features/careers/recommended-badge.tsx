import type { RecommendedFor } from '@domain/catalog/career-explore';
import { CAREER_CATEGORIES, type Strength } from '@domain/cognitive/recommendations';
import { EXPLORE_CATEGORY_IDS, type ExploreCategoryId } from '@domain/catalog/catalog-values';
import { useT } from '@client/shared/i18n/i18n-store';

const BADGE_TEXT = { high: 'careers.badge.high', medium: 'careers.badge.medium', low: 'careers.badge.low' } as const satisfies Record<
  Strength,
  string
>;
const BADGE_STYLES: Record<Strength, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-brand-50 text-brand-800',
  low: 'bg-slate-100 text-slate-800',
};

const FAMILY_IDS = new Map(CAREER_CATEGORIES.map((category) => [category.name, category.id]));

/** Marks a career the student's games results recommend, naming the family it came from. */
export function RecommendedBadge({ fit }: { fit: RecommendedFor }) {
  const t = useT('careers');
  const familyLabel = (name: string) => {
    const id = FAMILY_IDS.get(name);
    return id && (EXPLORE_CATEGORY_IDS as readonly string[]).includes(id) ? t(`careers.family.${id as ExploreCategoryId}`) : name;
  };
  return (
    <p className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE_STYLES[fit.strength]}`}>
      {t(BADGE_TEXT[fit.strength])}
      {fit.category === 'General' ? '' : ` (${familyLabel(fit.category)})`}
    </p>
  );
}
