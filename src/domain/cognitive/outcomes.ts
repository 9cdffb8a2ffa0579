import { STRENGTH_ORDER, type CareerRecommendation, type Strength } from './recommendations';

/*
 * The premium outcomes page lists every recommended career once, with
 * the families that suggested it. A career in two families keeps its strongest fit.
 */

export interface OutcomeCareer {
  socCode: string;
  medianPay: number | null;
}

export interface RecommendedCareerRow<C extends OutcomeCareer> {
  career: C;
  strength: Strength;
  /** Family names in the order the recommendations list them. */
  categories: string[];
}

const strengthRank = (strength: Strength) => STRENGTH_ORDER.indexOf(strength);

/** Strongest fit first, then higher pay; careers with no reported pay after those with one, then by code for a stable order. */
export function recommendedCareerRows<C extends OutcomeCareer>(
  recommendations: readonly CareerRecommendation<C>[],
): RecommendedCareerRow<C>[] {
  const rows = new Map<string, RecommendedCareerRow<C>>();
  for (const recommendation of recommendations) {
    for (const career of recommendation.careers) {
      const row = rows.get(career.socCode);
      if (!row) {
        rows.set(career.socCode, { career, strength: recommendation.strength, categories: [recommendation.category] });
        continue;
      }
      if (!row.categories.includes(recommendation.category)) row.categories.push(recommendation.category);
      if (strengthRank(recommendation.strength) < strengthRank(row.strength)) row.strength = recommendation.strength;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      strengthRank(a.strength) - strengthRank(b.strength) ||
      (b.career.medianPay ?? -1) - (a.career.medianPay ?? -1) ||
      a.career.socCode.localeCompare(b.career.socCode),
  );
}

/** The highest reported pay among the rows: the scale for pay bars. Null when no row reports pay. */
export function highestPay(rows: readonly RecommendedCareerRow<OutcomeCareer>[]): number | null {
  const pays = rows.map((row) => row.career.medianPay).filter((pay): pay is number => pay !== null);
  return pays.length === 0 ? null : Math.max(...pays);
}
