import type { AreaKey } from '@client/shared/i18n/messages';

/** Plain-language readings of each figure (by the figure's id), for teens and parents; the numbers themselves come only from the dataset. */
export const WHAT_IT_MEANS: Partial<Record<string, AreaKey<'debt-facts'>>> = {
  'average-federal-loan-balance': 'debt-facts.means.average',
  'federal-portfolio-total': 'debt-facts.means.portfolio',
  'federal-borrowers': 'debt-facts.means.borrowers',
  'total-student-debt': 'debt-facts.means.total',
  'borrowers-delaying-life-events': 'debt-facts.means.delay',
};
