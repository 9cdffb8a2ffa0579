import { useMemo } from 'react';
import { Link } from '@client/shared/routing';
import type { BudgetTotals } from '@domain/finance/budget';
import { careerBudgetFits, SAFE_DEBT_GRADE, type CareerFitOptions } from '@domain/finance/budget-fit';
import { Alert } from '@client/ui/alert';
import { careerFitOptions, type RateLabelParts } from './career-fit-options';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useT } from '@client/shared/i18n/i18n-store';
import { BudgetFitsTable } from './budget-fits-table';
import type { BudgetCareers } from './use-budget-careers';

type RateOptions = CareerFitOptions & RateLabelParts;

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The careers part of the budget page: loaded apart from the form above it, with the loan figures it needs. */
export function BudgetCareersBody({ careers, totals, headingId }: { careers: BudgetCareers; totals: BudgetTotals; headingId: string }) {
  const t = useT('premium-budget');
  const options: RateOptions = useMemo(() => careerFitOptions(), []);
  if (careers.basis === 'none') {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-800">
        {t.rich('premium-budget.noCareers', {
          games: (words) => (
            <Link to="/premium/games-assessment" className={linkClass}>
              {words}
            </Link>
          ),
          quiz: (words) => (
            <Link to="/career-quiz" className={linkClass}>
              {words}
            </Link>
          ),
        })}
      </p>
    );
  }
  if (careers.status === 'pending') return <Spinner label={t('premium-budget.loadingCareers')} />;
  if (careers.status === 'error') {
    return (
      <div className="mt-4 space-y-3">
        <Alert>{t('premium-budget.careersError')}</Alert>
        <Button variant="secondary" onClick={careers.retry}>
          {t('premium-budget.tryAgain')}
        </Button>
      </div>
    );
  }
  if (careers.careers.length === 0) {
    return <p className="mt-3 text-slate-800">{t('premium-budget.noneInCatalog')}</p>;
  }

  const fits = careerBudgetFits(careers.careers, totals, options);
  const covering = fits.filter((fit) => fit.coversBudget === true).length;
  return (
    <>
      <p className="mt-2 max-w-3xl text-slate-700">
        {careers.basis === 'games'
          ? t('premium-budget.basisGames')
          : t.rich('premium-budget.basisQuiz', {
              link: (words) => (
                <Link to="/premium/games-assessment" className={linkClass}>
                  {words}
                </Link>
              ),
            })}{' '}
        {t('premium-budget.payNote')}
      </p>
      <p className="mt-3 font-semibold" role="status">
        {t('premium-budget.covering', { covering, total: fits.length })}
        {totals.missing.length > 0 ? t('premium-budget.soFar') : ''}.
      </p>
      <BudgetFitsTable fits={fits} careers={careers.careers} headingId={headingId} />
      <p className="mt-3 max-w-3xl text-sm text-slate-700">
        {t.rich(options.coversToday ? 'premium-budget.safeNote' : 'premium-budget.safeNoteLatest', {
          grade: SAFE_DEBT_GRADE,
          rate: options.terms.undergraduateRatePercent,
          plusRate: options.terms.plusRatePercent,
          year: options.awardYear,
          link: (chunks) => (
            <Link to="/debt-calculator" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
        {options.rateSourceUrl ? (
          <>
            {' '}
            <a href={options.rateSourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {t('premium-budget.rateSource')}
              <span className="sr-only">{t('premium-budget.rateSourceSr')}</span>
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
