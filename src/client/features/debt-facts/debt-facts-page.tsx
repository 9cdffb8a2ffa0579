import { usePageTitle } from '@client/ui/use-page-title';
import { AverageLoanSection } from './average-loan-section';
import { DebtGrowthSection } from './debt-growth-section';
import { DebtTodaySection } from './debt-today-section';
import { LoanLimitsSection } from './loan-limits-section';
import { LoanRatesSection } from './loan-rates-section';
import { NextStepsSection } from './next-steps-section';
import { NotShownSection } from './not-shown-section';
import { OmittedFigures } from './omitted-figures';

export function DebtFactsPage() {
  usePageTitle('Student debt facts');

  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Student debt facts</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Real numbers about student loans, so you can weigh a college plan before you borrow. Every figure shows where it comes from and
          the date it describes. When we can't trace a number to its source, we leave it out.
        </p>
      </header>
      <AverageLoanSection />
      <DebtTodaySection />
      <NotShownSection />
      <DebtGrowthSection />
      <LoanRatesSection />
      <LoanLimitsSection />
      <NextStepsSection />
      <OmittedFigures />
    </div>
  );
}
