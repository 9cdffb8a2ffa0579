import { useId } from 'react';
import { Link } from 'react-router';
import { careerBudgetFits, SAFE_DEBT_GRADE, type BudgetTotals, type CareerFitOptions } from '@domain/finance/budget';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { BudgetFitsTable } from './budget-fits-table';
import type { BudgetCareers } from './use-budget-careers';

type RateOptions = CareerFitOptions & { rateLabel: string; rateSourceUrl: string | null };

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The recommended careers against the budget: pay, whether it covers the budget, and the debt it can carry. */
export function BudgetCareersSection({ careers, totals, options }: { careers: BudgetCareers; totals: BudgetTotals; options: RateOptions }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Can your careers pay for it?
      </h2>
      <CareersBody careers={careers} totals={totals} options={options} headingId={headingId} />
    </section>
  );
}

function CareersBody({
  careers,
  totals,
  options,
  headingId,
}: {
  careers: BudgetCareers;
  totals: BudgetTotals;
  options: RateOptions;
  headingId: string;
}) {
  if (careers.basis === 'none') {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-800">
        There are no careers to compare yet. Play the{' '}
        <Link to="/premium/games-assessment" className={linkClass}>
          premium games
        </Link>{' '}
        for career recommendations, or take the free{' '}
        <Link to="/career-quiz" className={linkClass}>
          career quiz
        </Link>
        ; your budget is compared with their pay here.
      </p>
    );
  }
  if (careers.status === 'pending') return <Spinner label="Loading your careers…" />;
  if (careers.status === 'error') {
    return (
      <div className="mt-4 space-y-3">
        <Alert>Your careers could not be loaded. Your budget is not affected.</Alert>
        <Button variant="secondary" onClick={careers.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (careers.careers.length === 0) {
    return <p className="mt-3 text-slate-800">None of your careers are in our catalog at the moment, so there is nothing to compare.</p>;
  }

  const fits = careerBudgetFits(careers.careers, totals, options);
  const covering = fits.filter((fit) => fit.coversBudget === true).length;
  return (
    <>
      <p className="mt-2 max-w-3xl text-slate-700">
        {careers.basis === 'games' ? (
          'Your premium career recommendations, strongest fits first.'
        ) : (
          <>
            Your free career quiz&apos;s best matches: finish the{' '}
            <Link to="/premium/games-assessment" className={linkClass}>
              premium games
            </Link>{' '}
            to compare your recommended careers instead.
          </>
        )}{' '}
        Pay is the national median for the job, the {EARNINGS_HORIZON_LABELS['all-workers'].short}; starting pay is often lower.
      </p>
      <p className="mt-3 font-semibold" role="status">
        {covering} of {fits.length} {fits.length === 1 ? 'career pays' : 'careers pay'} enough for this budget
        {totals.missing.length > 0 ? ' so far (some lines are still empty)' : ''}.
      </p>
      <BudgetFitsTable fits={fits} careers={careers.careers} headingId={headingId} />
      <p className="mt-3 max-w-3xl text-sm text-slate-700">
        &ldquo;Most you could borrow safely&rdquo; keeps a financial grade of {SAFE_DEBT_GRADE} (Low risk): total student debt up to 59% of
        a year&apos;s pay, as in the{' '}
        <Link to="/debt-calculator" className={linkClass}>
          debt calculator
        </Link>
        . The payment is the Standard 10-year plan at {options.rateLabel}
        {options.rateSourceUrl ? (
          <>
            {' '}
            (
            <a href={options.rateSourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              source
              <span className="sr-only">: the loan rate, opens in a new tab</span>
            </a>
            )
          </>
        ) : null}
        . &ldquo;Left each month&rdquo; is the pay after taxes (the same tax estimate as above) minus your monthly budget.
      </p>
    </>
  );
}
