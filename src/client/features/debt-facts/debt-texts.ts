import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { Translate } from '@client/shared/i18n/messages';

/**
 * The figures' words from @data/debt-facts and @data/facts (label, shown value, period, note,
 * left-out claims), kept in English there, → their keys. The English catalog says exactly the same
 * (debt-texts.test.ts), so a changed figure fails the test instead of showing a stale translation.
 * Publishers and titles of sources are citations and stay as published.
 */
export const DEBT_TEXTS: KnownMessages<'debt-facts'> = {
  'average federal student loan balance per borrower': 'debt-facts.data.averageLabel',
  'about $39,500': 'debt-facts.data.averageDisplay',
  'As of June 30, 2025: $1.67 trillion ÷ 42.3 million borrowers': 'debt-facts.data.averagePeriod',
  'Computed by Waypoint from FSA’s rounded totals, so it is exact only to about $200.': 'debt-facts.data.averageNote',
  'Federal Student Aid portfolio totals (Waypoint’s division)': 'debt-facts.data.averageBasis',
  'outstanding federal student loans': 'debt-facts.data.portfolioLabel',
  '$1.67 trillion': 'debt-facts.data.portfolioDisplay',
  'As of June 30, 2025': 'debt-facts.data.asOfJune2025',
  'Federal loans only (Direct, FFEL and Perkins), from the FSA Data Center portfolio reports.': 'debt-facts.data.portfolioNote',
  'people with federal student loans': 'debt-facts.data.borrowersLabel',
  '42.3 million': 'debt-facts.data.borrowersDisplay',
  'The same FSA quarter as the balance above: every borrower count on Waypoint uses this pair.': 'debt-facts.data.borrowersNote',
  'total student debt, federal and private': 'debt-facts.data.totalLabel',
  '$1.66 trillion': 'debt-facts.data.totalDisplay',
  'End of December 2025 (Q4 2025)': 'debt-facts.data.totalPeriod',
  'Student loans as they appear on credit reports (New York Fed Consumer Credit Panel / Equifax), which include private loans.':
    'debt-facts.data.totalNote',
  'share of borrowers without a degree who delayed a major life event because of student loans': 'debt-facts.data.delayLabel',
  '71%': 'debt-facts.data.delayDisplay',
  'Lumina Foundation-Gallup State of Higher Education 2024 study': 'debt-facts.data.delayPeriod',
  'Covers current students and people who left college without a degree; it is not the often-quoted "44%" figure, which has no primary source.':
    'debt-facts.data.delayNote',
  '44% of borrowers delay milestones (an often-quoted claim)': 'debt-facts.claim.milestones',
  'An average federal student loan of $38,375 (the spec’s marketing figure)': 'debt-facts.claim.marketing',
  'Share of student debt 90 or more days late or in default (9.4% in Q3 2025; 9.6% in Q4 2025)': 'debt-facts.claim.delinquency',
  'Total student debt at the end of 2015-2021 and 2024': 'debt-facts.claim.missingYears',
  'Federal Reserve G.19 consumer credit: student loans outstanding': 'debt-facts.claim.g19',
  'FSA portfolio as of March 31, 2026 ($1.7 trillion, 42.6 million recipients)': 'debt-facts.claim.march2026',
  'Direct Loan interest rates for 2026-27 (loans first disbursed from July 1, 2026)': 'debt-facts.claim.rates2026',
  'Loan fees for loans first disbursed on or after October 1, 2026': 'debt-facts.claim.fees',
  'Which degree programs count as "professional" for the $50,000 / $200,000 limits': 'debt-facts.claim.professional',
  'The interim (legacy) exception letting pre-July 2026 borrowers keep the old limits for up to three years': 'debt-facts.claim.interim',
};

/** "Q4 2025 (latest)" → "4.º trimestre de 2025 (el más reciente)" in Spanish. */
export function quarterText(t: Translate<'debt-facts'>, quarter: string): string {
  const match = /^Q(\d) (\d{4})( \(latest\))?$/.exec(quarter);
  if (!match) return quarter;
  return t(match[3] ? 'debt-facts.quarterLatest' : 'debt-facts.quarter', { q: Number(match[1]), year: match[2] ?? '' });
}

/** 1650 (billions) → "$1.65 trillion" in English. */
export const trillions = (t: Translate<'debt-facts'>, billions: number) =>
  t('debt-facts.trillions', { amount: (billions / 1000).toFixed(2) });
