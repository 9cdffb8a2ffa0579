import type { RecommendedFor } from '@domain/catalog/career-explore';
import type { Strength } from '@domain/cognitive/recommendations';

const BADGE_TEXT: Record<Strength, string> = {
  high: 'Recommended for you: strong fit',
  medium: 'Recommended for you: good fit',
  low: 'Suggested from your top traits',
};
const BADGE_STYLES: Record<Strength, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-brand-50 text-brand-800',
  low: 'bg-slate-100 text-slate-800',
};

/** Marks a career the student's games results recommend (spec 9), naming the family it came from. */
export function RecommendedBadge({ fit }: { fit: RecommendedFor }) {
  return (
    <p className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE_STYLES[fit.strength]}`}>
      {BADGE_TEXT[fit.strength]}
      {fit.category === 'General' ? '' : ` (${fit.category})`}
    </p>
  );
}
