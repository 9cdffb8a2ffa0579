import type { AreaKey } from '@client/shared/i18n/messages';

/** Plain-language readings of each figure (by the figure's id), for teens and parents; the numbers themselves come only from the dataset. */
export const WHAT_IT_MEANS: Partial<Record<string, AreaKey<'debtFacts'>>> = {
  'average-federal-loan-balance': 'debtFacts.means.average',
  'federal-portfolio-total': 'debtFacts.means.portfolio',
  'federal-borrowers': 'debtFacts.means.borrowers',
  'total-student-debt': 'debtFacts.means.total',
  'borrowers-delaying-life-events': 'debtFacts.means.delay',
};
