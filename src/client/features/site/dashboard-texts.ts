import { AVERAGE_FEDERAL_LOAN_BALANCE, FSA_PORTFOLIO, citationDate } from '@data/facts';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import type { AssessmentAction } from '@client/shared/progress/assessment-status';
import type { Formatters } from '@client/ui/format';

/** The dashboard's assessment buttons, by what they do: the spec's English button texts in English. */
export const ASSESSMENT_LINK_KEYS: Readonly<Record<AssessmentAction, AreaKey<'site'>>> = {
  'start-free': 'site.dashboard.startFree',
  'view-free': 'site.dashboard.viewFree',
  'try-premium': 'site.dashboard.tryPremium',
  'view-premium': 'site.dashboard.viewPremium',
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
