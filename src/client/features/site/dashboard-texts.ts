import { AVERAGE_FEDERAL_LOAN_BALANCE, FSA_PORTFOLIO, citationDate } from '@data/facts';
import type { KnownMessages } from '@client/shared/i18n/known-messages';
import type { Translate } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';

/** The dashboard's assessment buttons (assessment-status.ts keeps the English labels) → their catalog keys. */
export const ASSESSMENT_LINK_TEXTS: KnownMessages<'site'> = {
  'Start Free Assessment': 'site.dashboard.startFree',
  'View Free Assessment Results': 'site.dashboard.viewFree',
  'Try Premium Assessment': 'site.dashboard.tryPremium',
  'View Premium Assessment': 'site.dashboard.viewPremium',
};

/** The average-debt card's figure, basis and date in the active language (English equals AVERAGE_FEDERAL_LOAN_DEBT's texts). */
export function averageDebtTexts(t: Translate<'site'>, format: Formatters, intlLocale: string, published: string) {
  const date = intlLocale === 'en-US' ? citationDate(published) : monthYear(intlLocale, published);
  return {
    value: t('site.dashboard.averageDisplay', { amount: format.usd(AVERAGE_FEDERAL_LOAN_BALANCE.value) }),
    basis: t('site.dashboard.averageBasis', {
      total: format.usdCents(FSA_PORTFOLIO.balanceTrillions),
      borrowers: format.count(FSA_PORTFOLIO.borrowersMillions),
    }),
    date,
  };
}

/** "jun 2025" for an ISO day, in the given locale. */
function monthYear(intlLocale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}
