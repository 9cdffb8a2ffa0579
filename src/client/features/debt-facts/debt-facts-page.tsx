import { useT } from '@client/shared/i18n/i18n-store';
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
  const t = useT('debt-facts');
  usePageTitle(t('debt-facts.title'));

  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('debt-facts.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('debt-facts.intro')}</p>
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
