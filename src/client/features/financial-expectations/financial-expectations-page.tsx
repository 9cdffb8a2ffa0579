import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_LIFESTYLE_LEVEL,
  financialExpectationsFormSchema,
  lifestyleLevelOrDefault,
  type FinancialExpectationsFormInput,
  type FinancialExpectationsFormValues,
} from '@domain/finance/lifestyle';
import { earningsHorizonOrDefault, type EarningsHorizon } from '@domain/finance/earnings-horizon';
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
import { trackEvent } from '@client/shared/lib/analytics';

/** Shows a stored amount the way a person would type it (no float noise, no "$"). */
function asInput(amount: number | undefined): string {
  return amount === undefined ? '' : String(Math.round(amount * 100) / 100);
}

const INCOME_HINTS: Record<EarningsHorizon, string> = {
  'early-career': 'What you expect to earn each month in your first year after graduation, before taxes are taken out.',
  'all-workers': 'What you expect to earn each month once established in your career, before taxes are taken out.',
};

export function FinancialExpectationsPage() {
  usePageTitle('Financial expectations');
  const navigate = useNavigate();
  const local = useLocalSnapshot();
  const ids = { form: useId(), income: useId(), debt: useId() };

  // The form starts from what was saved before, read once so later syncs don't overwrite typing.
  const defaultValues = useMemo<FinancialExpectationsFormInput>(() => {
    const saved = readLocal('financialExpectations');
    return {
      level: lifestyleLevelOrDefault(saved?.level ?? DEFAULT_LIFESTYLE_LEVEL),
      monthlyIncome: asInput(saved?.monthlyIncome),
      plannedDebt: asInput(saved?.plannedDebt),
      earningsHorizon: earningsHorizonOrDefault(saved?.earningsHorizon),
    };
  }, []);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FinancialExpectationsFormInput, unknown, FinancialExpectationsFormValues>({
    resolver: zodResolver(financialExpectationsFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
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
    // The same router state the dashboard passes when it opens the results (spec 4).
    void navigate('/feedback', { state: freeResultsState({ ...local, financialExpectations: expectations }) });
  }

  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Free assessment · Step 3 of 3</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Financial expectations</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Say what you expect to earn after you graduate and how much you plan to borrow. Your grade compares the two, so you can see whether
        the debt would be manageable before you take it on.
      </p>

      {/* On a phone the grade sits between the fields and Save, so it is seen before saving. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <form
          id={ids.form}
          aria-label="Financial expectations"
          noValidate
          className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1 lg:row-start-1"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          {hasErrors ? <Alert>Please fix the highlighted fields below.</Alert> : null}

          <LifestyleLevelFieldset
            legend="The lifestyle you hope for"
            hint="A picture of everyday life, to keep in mind as you choose an income. It does not change your grade."
            inputProps={register('level')}
            error={errors.level?.message}
          />

          <DollarField
            id={ids.income}
            label="Expected monthly income, before tax"
            hint={INCOME_HINTS[planned]}
            error={errors.monthlyIncome}
            registration={register('monthlyIncome')}
          >
            <HorizonField inputProps={register('earningsHorizon')} error={errors.earningsHorizon?.message} />
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

          <DollarField
            id={ids.debt}
            label="Planned total student debt"
            hint={
              <>
                Everything you expect to owe when you finish, across all years and loans. Enter 0 if you plan to borrow nothing. Not sure?
                Work it out with the{' '}
                <Link to="/calculator" className="font-medium text-brand-800 underline underline-offset-2">
                  debt calculator
                </Link>
                .
              </>
            }
            error={errors.plannedDebt}
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
            Save and see my results
          </Button>
          <Link
            to="/journey"
            className="inline-flex min-h-11 items-center justify-center font-medium text-brand-800 underline underline-offset-2"
          >
            Back to the journey
          </Link>
        </div>
      </div>
    </div>
  );
}
