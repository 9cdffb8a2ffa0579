import type { DebtFactId, DebtSeriesPoint } from '@data/debt-facts';
import type { OmittedFigureId } from '@data/federal-loans';
import type { OmittedClaimId } from '@data/omitted-facts';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';

type Key = AreaKey<'debt-facts'>;

/**
 * The words of each figure in @data/debt-facts and @data/facts (label, shown value, period, note, basis), by the
 * figure's id. The data keeps its English for API clients and the counselor; the English catalog says exactly the
 * same (debt-texts.test.ts), so a changed figure fails the test instead of showing a stale translation. Publishers and
 * titles of sources are citations and stay as published.
 */
export const FACT_KEYS: Readonly<Record<DebtFactId, { label: Key; display: Key; period: Key; note?: Key; basis?: Key }>> = {
  'average-federal-loan-balance': {
    label: 'debt-facts.data.averageLabel',
    display: 'debt-facts.data.averageDisplay',
    period: 'debt-facts.data.averagePeriod',
    note: 'debt-facts.data.averageNote',
    basis: 'debt-facts.data.averageBasis',
  },
  'federal-portfolio-total': {
    label: 'debt-facts.data.portfolioLabel',
    display: 'debt-facts.data.portfolioDisplay',
    period: 'debt-facts.data.asOfJune2025',
    note: 'debt-facts.data.portfolioNote',
  },
  'federal-borrowers': {
    label: 'debt-facts.data.borrowersLabel',
    display: 'debt-facts.data.borrowersDisplay',
    period: 'debt-facts.data.asOfJune2025',
    note: 'debt-facts.data.borrowersNote',
  },
  'total-student-debt': {
    label: 'debt-facts.data.totalLabel',
    display: 'debt-facts.data.totalDisplay',
    period: 'debt-facts.data.totalPeriod',
    note: 'debt-facts.data.totalNote',
  },
  'borrowers-delaying-life-events': {
    label: 'debt-facts.data.delayLabel',
    display: 'debt-facts.data.delayDisplay',
    period: 'debt-facts.data.delayPeriod',
    note: 'debt-facts.data.delayNote',
  },
};

/** The claims and figures left out, by id: what each one is, in the page's words. */
export const OMITTED_KEYS: Readonly<Record<OmittedClaimId | OmittedFigureId, Key>> = {
  milestones: 'debt-facts.claim.milestones',
  'marketing-average': 'debt-facts.claim.marketing',
  delinquency: 'debt-facts.claim.delinquency',
  'missing-years': 'debt-facts.claim.missingYears',
  g19: 'debt-facts.claim.g19',
  'march-2026': 'debt-facts.claim.march2026',
  'rates-2026': 'debt-facts.claim.rates2026',
  'fees-2026': 'debt-facts.claim.fees',
  professional: 'debt-facts.claim.professional',
  interim: 'debt-facts.claim.interim',
};

/**
 * The quarter a point of the debt series measures, from its own end date: "Q4 2025", or "Q4 2025 (latest)" for the
 * series' last point ("4.º trimestre de 2025 (el más reciente)" in Spanish).
 */
export function quarterText(t: Translate<'debt-facts'>, point: Pick<DebtSeriesPoint, 'periodEnd'>, latest = false): string {
  const [year = '', month = '12'] = point.periodEnd.split('-');
  return t(latest ? 'debt-facts.quarterLatest' : 'debt-facts.quarter', { q: Math.ceil(Number(month) / 3), year });
}

/** 1650 (billions) → "$1.65 trillion" in English. */
export const trillions = (t: Translate<'debt-facts'>, billions: number) =>
  t('debt-facts.trillions', { amount: (billions / 1000).toFixed(2) });
