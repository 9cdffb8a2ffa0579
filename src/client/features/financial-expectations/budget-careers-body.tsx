import { useMemo } from 'react';
import { Link } from '@client/shared/routing';
import type { BudgetTotals } from '@domain/finance/budget';
import { careerBudgetFits, SAFE_DEBT_GRADE, type CareerFitOptions } from '@domain/finance/budget-fit';
import { Alert } from '@client/ui/alert';
import { careerFitOptions, type RateLabelParts } from './career-fit-options';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { BudgetFitsTable } from './budget-fits-table';
import type { BudgetCareers } from './use-budget-careers';

type RateOptions = CareerFitOptions & RateLabelParts;

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The careers part of the budget page: loaded apart from the form above it, with the loan figures it needs. */
export function BudgetCareersBody({ careers, totals, headingId }: { careers: BudgetCareers; totals: BudgetTotals; headingId: string }) {
  const t = useT('premiumBudget');
  const options: RateOptions = useMemo(() => careerFitOptions(), []);
  const { intlLocale } = useI18n();
  if (careers.basis === 'none') {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-800">
        {t('premiumBudget.noCareersBefore')}{' '}
        <Link to="/premium/games-assessment" className={linkClass}>
          {t('premiumBudget.premiumGames')}
        </Link>{' '}
        {t('premiumBudget.noCareersMiddle')}{' '}
        <Link to="/career-quiz" className={linkClass}>
          {t('premiumBudget.careerQuiz')}
        </Link>
        {t('premiumBudget.noCareersAfter')}
      </p>
    );
  }
  if (careers.status === 'pending') return <Spinner label={t('premiumBudget.loadingCareers')} />;
  if (careers.status === 'error') {
    return (
      <div className="mt-4 space-y-3">
        <Alert>{t('premiumBudget.careersError')}</Alert>
        <Button variant="secondary" onClick={careers.retry}>
          {t('premiumBudget.tryAgain')}
        </Button>
      </div>
    );
  }
  if (careers.careers.length === 0) {
    return <p className="mt-3 text-slate-800">{t('premiumBudget.noneInCatalog')}</p>;
  }

  const fits = careerBudgetFits(careers.careers, totals, options);
  const covering = fits.filter((fit) => fit.coversBudget === true).length;
  return (
    <>
      <p className="mt-2 max-w-3xl text-slate-700">
        {careers.basis === 'games' ? (
          t('premiumBudget.basisGames')
        ) : (
          <>
            {t('premiumBudget.basisQuizBefore')}{' '}
            <Link to="/premium/games-assessment" className={linkClass}>
              {t('premiumBudget.premiumGames')}
            </Link>{' '}
            {t('premiumBudget.basisQuizAfter')}
          </>
        )}{' '}
        {t('premiumBudget.payNote')}
      </p>
      <p className="mt-3 font-semibold" role="status">
        {t(new Intl.PluralRules(intlLocale).select(fits.length) === 'one' ? 'premiumBudget.covering_one' : 'premiumBudget.covering_other', {
          covering,
          total: fits.length,
        })}
        {totals.missing.length > 0 ? t('premiumBudget.soFar') : ''}.
      </p>
      <BudgetFitsTable fits={fits} careers={careers.careers} headingId={headingId} />
      <p className="mt-3 max-w-3xl text-sm text-slate-700">
        {t('premiumBudget.safeBefore', { grade: SAFE_DEBT_GRADE })}{' '}
        <Link to="/debt-calculator" className={linkClass}>
          {t('premiumBudget.debtCalculator')}
        </Link>
        {t(options.coversToday ? 'premiumBudget.safePayment' : 'premiumBudget.safePaymentLatest', {
          rate: options.ratePercent,
          year: options.awardYear,
        })}
        {options.rateSourceUrl ? (
          <>
            {' '}
            (
            <a href={options.rateSourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {t('premiumBudget.source')}
              <span className="sr-only">{t('premiumBudget.rateSourceSr')}</span>
            </a>
            )
          </>
        ) : null}
        {t('premiumBudget.leftNote')}
      </p>
    </>
  );
}
