import { useId } from 'react';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { BudgetTotalsPanel } from '@client/shared/financial-expectations/budget-totals-panel';
import { BudgetActions } from './budget-actions';
import { BudgetCareersSection } from './budget-careers';
import { BudgetForm } from './budget-form';
import { SavedBudgetNote } from './saved-budget-note';
import { useBudgetCareers } from './use-budget-careers';
import { useBudgetForm } from './use-budget-form';

/** /premium/financial-expectations (signed in only): a monthly budget by region, the income it needs, and the careers that pay for it. */
export function PremiumFinancialPage() {
  return (
    <CognitiveAssessmentProvider>
      <PremiumFinancial />
    </CognitiveAssessmentProvider>
  );
}

function PremiumFinancial() {
  const t = useT('premium-budget');
  usePageTitle(t('premium-budget.pageTitle'));
  const formId = useId();
  const careers = useBudgetCareers();
  const { form, costs, totals, onRegionChange, startOver, onSubmit } = useBudgetForm();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('premium-budget.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('premium-budget.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('premium-budget.intro')}</p>
      <SavedBudgetNote />

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <BudgetForm id={formId} form={form} costs={costs} onRegionChange={onRegionChange} onSubmit={onSubmit} />
        <BudgetTotalsPanel totals={totals} className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" />
        <BudgetActions formId={formId} saving={form.formState.isSubmitting} onStartOver={startOver} />
      </div>

      <BudgetCareersSection careers={careers} totals={totals} />
    </div>
  );
}
