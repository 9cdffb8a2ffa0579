import { useId, useMemo } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from '@client/shared/routing';
import { DEFAULT_LIFESTYLE_LEVEL, lifestyleLevelOrDefault } from '@domain/finance/lifestyle';
import type { FinancialExpectationsFormInput, FinancialExpectationsFormValues } from '@domain/finance/financial-expectations-form';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { earningsHorizonOrDefault, type EarningsHorizon } from '@domain/finance/earnings-horizon';
import { useT } from '@client/shared/i18n/i18n-store';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { LifestyleLevelFieldset } from '@client/ui/lifestyle-level-fieldset';
import { usePageTitle } from '@client/ui/use-page-title';
import { readLocal, useLocalSnapshot, writeLocal } from '@client/shared/assessment-state/local-store';
import { freeResultsState } from '@client/shared/progress/assessment-status';
import { useCatalogMajors } from './api/use-catalog-majors';
import { useQuizCareers } from './api/use-quiz-careers';
import { DollarField } from './dollar-field';
import { HorizonField } from './horizon-field';
import { IncomeSuggestion } from './income-suggestion';
import { LiveGrade } from './live-grade';
import { quizCareerCodes } from './quiz-careers';
import { trackEvent } from '@client/shared/lib/track-event';

/** Shows a stored amount the way a person would type it (no float noise, no "$"). */
// Validation loads zod with the form's schema on first use, off the page's first paint.
const resolver = lazyZodResolver(() =>
  import('@domain/finance/financial-expectations-form').then((module) => module.financialExpectationsFormSchema),
);

function asInput(amount: number | undefined): string {
  return amount === undefined ? '' : String(Math.round(amount * 100) / 100);
}

const INCOME_HINTS = {
  'early-career': 'budget.incomeHintEarly',
  'all-workers': 'budget.incomeHintAll',
} as const satisfies Record<EarningsHorizon, string>;

/** The form, starting from what was saved before (read once, so later syncs don't overwrite typing). */
function useExpectationsForm() {
  const defaultValues = useMemo<FinancialExpectationsFormInput>(() => {
    const saved = readLocal('financialExpectations');
    return {
      level: lifestyleLevelOrDefault(saved?.level ?? DEFAULT_LIFESTYLE_LEVEL),
      monthlyIncome: asInput(saved?.monthlyIncome),
      plannedDebt: asInput(saved?.plannedDebt),
      earningsHorizon: earningsHorizonOrDefault(saved?.earningsHorizon),
    };
  }, []);
  return useForm<FinancialExpectationsFormInput, unknown, FinancialExpectationsFormValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
}

/** The debt the student plans to take on, with a link to the calculator for adding up several loans. */
function DebtField({
  id,
  error,
  registration,
}: {
  id: string;
  error: { message?: string } | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useT('budget');
  return (
    <DollarField
      id={id}
      label={t('budget.debtLabel')}
      hint={t.rich('budget.debtHint', {
        link: (words) => (
          <Link to="/calculator" className="font-medium text-brand-800 underline underline-offset-2">
            {words}
          </Link>
        ),
      })}
      error={error}
      registration={registration}
    />
  );
}

export function FinancialExpectationsPage() {
  const t = useT('budget');
  usePageTitle(t('budget.expectationsTitle'));
  const message = (code: string | undefined) => fieldErrorText(t, code);
  const navigate = useNavigate();
  const local = useLocalSnapshot();
  const ids = { form: useId(), income: useId(), debt: useId() };

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useExpectationsForm();
  const [monthlyIncome, plannedDebt, horizon] = useWatch({ control, name: ['monthlyIncome', 'plannedDebt', 'earningsHorizon'] });
  const planned = earningsHorizonOrDefault(horizon);

  const careerCodes = useMemo(() => quizCareerCodes(local.quizResult), [local.quizResult]);
  const quizCareers = useQuizCareers(careerCodes);
  const majorNames = useMemo(() => local.quizResult?.topMajors ?? [], [local.quizResult]);
  const catalog = useCatalogMajors();

  function onSubmit(values: FinancialExpectationsFormValues) {
    // The form's fields are exactly the stored value's: monthlyIncome, plannedDebt, level, earningsHorizon.
    const expectations = { ...values };
    writeLocal('financialExpectations', expectations);
    trackEvent('financial_expectations_saved');
    // The same router state the dashboard passes when it opens the results.
    void navigate('/feedback', { state: freeResultsState({ ...local, financialExpectations: expectations }) });
  }

  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('budget.step')}</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('budget.expectationsTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('budget.expectationsIntro')}</p>

      {/* On a phone the grade sits between the fields and Save, so it is seen before saving. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <form
          id={ids.form}
          aria-label={t('budget.expectationsTitle')}
          noValidate
          className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1 lg:row-start-1"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          {hasErrors ? <Alert>{t('budget.fixFields')}</Alert> : null}

          <LifestyleLevelFieldset
            legend={t('budget.lifestyleLegend')}
            hint={t('budget.lifestyleHint')}
            inputProps={register('level')}
            error={message(errors.level?.message)}
          />

          <DollarField
            id={ids.income}
            label={t('budget.incomeLabel')}
            hint={t(INCOME_HINTS[planned])}
            error={errors.monthlyIncome && { message: message(errors.monthlyIncome.message) }}
            registration={register('monthlyIncome')}
          >
            <HorizonField inputProps={register('earningsHorizon')} error={message(errors.earningsHorizon?.message)} />
            <IncomeSuggestion
              horizon={planned}
              majorNames={majorNames}
              hasQuizCareers={careerCodes.length > 0}
              quizCareers={quizCareers}
              catalog={catalog}
              onUse={(monthly) =>
                setValue('monthlyIncome', String(monthly), { shouldValidate: true, shouldDirty: true, shouldTouch: true })
              }
            />
          </DollarField>

          <DebtField
            id={ids.debt}
            error={errors.plannedDebt && { message: message(errors.plannedDebt.message) }}
            registration={register('plannedDebt')}
          />
        </form>

        <LiveGrade
          monthlyIncomeText={monthlyIncome}
          plannedDebtText={plannedDebt}
          horizon={planned}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />

        <div className="flex flex-col gap-3 sm:flex-row lg:col-start-1 lg:row-start-2">
          <Button type="submit" form={ids.form} disabled={isSubmitting} className="px-6">
            {t('budget.saveAndSee')}
          </Button>
          <Link
            to="/journey"
            className="inline-flex min-h-11 items-center justify-center font-medium text-brand-800 underline underline-offset-2"
          >
            {t('budget.backToJourney')}
          </Link>
        </div>
      </div>
    </div>
  );
}
