import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn, type UseFormSetValue } from 'react-hook-form';
import { Link } from 'react-router';
import { LIVING_COSTS, livingCostsFor, type RegionLivingCosts } from '@data/living-costs';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  budgetFormSchema,
  budgetTotals,
  isLivingCostRegion,
  monthlyStartingValue,
  parseBudgetLine,
  type BudgetCategory,
  type BudgetFormInput,
  type BudgetFormValues,
} from '@domain/finance/budget';
import { DEFAULT_LIFESTYLE_LEVEL, lifestyleLevelOrDefault } from '@domain/finance/lifestyle';
import { readStoredBudget, type StoredBudget } from '@domain/finance/stored-budget';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { DollarInput } from '@client/ui/dollar-input';
import { formatLocalDateTime } from '@client/ui/format';
import { LifestyleLevelFieldset } from '@client/ui/lifestyle-level-fieldset';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { readLocal, useLocalValue, writeLocal } from '@client/shared/assessment-state/local-store';
import { BudgetCareersSection } from './budget-careers';
import { careerFitOptions, KEPT_AFTER_TAX } from '@client/shared/financial-expectations/budget-figures';
import { BudgetTotalsPanel } from '@client/shared/financial-expectations/budget-totals-panel';
import { useBudgetCareers } from './use-budget-careers';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

type Lines = BudgetFormInput['lines'];

/** A stored amount the way a person would type it: no float noise, no "$". */
const asInput = (amount: number | null) => (amount === null ? '' : String(Math.round(amount * 100) / 100));

/** The region's typical monthly figures as form text; a category without a figure starts empty. */
function typicalLines(costs: RegionLivingCosts | null): Lines {
  const entries = BUDGET_CATEGORIES.map((category) => [category, asInput(costs ? monthlyStartingValue(costs.figures[category].annual) : null)]);
  return Object.fromEntries(entries) as Lines;
}

function savedLines(saved: StoredBudget): Lines {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, asInput(saved.monthly[category])])) as Lines;
}

/** /premium/financial-expectations (signed in only): a monthly budget by region, the income it needs, and the careers that pay for it. */
export function PremiumFinancialPage() {
  return (
    <CognitiveAssessmentProvider>
      <PremiumFinancial />
    </CognitiveAssessmentProvider>
  );
}

function PremiumFinancial() {
  usePageTitle('Premium financial expectations');
  const toast = useToast();
  const ids = { form: useId(), region: useId(), regionHint: useId(), regionError: useId() };
  const stored = useLocalValue('premiumFinancialExpectations');
  const saved = readStoredBudget(stored);
  const careers = useBudgetCareers();
  const fitOptions = useMemo(() => careerFitOptions(), []);

  // Read once: later syncs must not overwrite what the student is typing.
  const { defaultValues, startingLines } = useMemo(() => {
    const previous = readStoredBudget(readLocal('premiumFinancialExpectations'));
    if (previous) {
      const values: BudgetFormInput = { region: previous.region, level: previous.level, lines: savedLines(previous) };
      return { defaultValues: values, startingLines: typicalLines(livingCostsFor(previous.region)) };
    }
    const level = lifestyleLevelOrDefault(readLocal('financialExpectations')?.level ?? DEFAULT_LIFESTYLE_LEVEL);
    return { defaultValues: { region: '', level, lines: typicalLines(null) } satisfies BudgetFormInput, startingLines: typicalLines(null) };
  }, []);
  // The typical figures the lines started from, so a region change refreshes only the lines the student left alone.
  const filledLines = useRef<Lines>(startingLines);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<BudgetFormInput, unknown, BudgetFormValues>({ resolver: zodResolver(budgetFormSchema), defaultValues, mode: 'onTouched' });

  const region = useWatch({ control, name: 'region' });
  const lines = useWatch({ control, name: 'lines' });
  const costs = isLivingCostRegion(region) ? livingCostsFor(region) : null;
  const parsedLines = Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, parseBudgetLine(category, lines[category])])) as Record<BudgetCategory, number | null>;
  const totals = budgetTotals(parsedLines, KEPT_AFTER_TAX);

  function onRegionChange(next: string) {
    if (!isLivingCostRegion(next)) return;
    const typical = typicalLines(livingCostsFor(next));
    refreshUntouchedLines(getValues('lines'), filledLines.current, typical, setValue);
    filledLines.current = typical;
  }

  function startOver() {
    const typical = typicalLines(costs);
    filledLines.current = typical;
    reset({ region: getValues('region'), level: getValues('level'), lines: typical });
  }

  function onSubmit(values: BudgetFormValues) {
    const savedTotals = budgetTotals(values.lines, KEPT_AFTER_TAX);
    writeLocal('premiumFinancialExpectations', {
      region: values.region,
      level: values.level,
      monthly: values.lines,
      monthlyBudget: savedTotals.monthly,
      yearlyBudget: savedTotals.yearly,
      incomeNeededBeforeTax: savedTotals.incomeNeededYearly,
      savedAt: new Date().toISOString(),
    });
    toast({ title: 'Budget saved', description: 'Your budget is saved to your account.', tone: 'success' });
  }

  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const lineErrors = errors.lines;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Premium assessment · Financial expectations</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Your budget after school</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Build the monthly budget for the life you want, starting from what US households typically spend. We work out the income it
        takes before tax, then check which of your careers pay enough and how much student debt each could carry.
      </p>
      {saved ? (
        <p className="mt-3 text-sm text-slate-700">
          Last saved {formatLocalDateTime(saved.savedAt)}. Changes are kept only when you save.
        </p>
      ) : stored !== undefined ? (
        <div className="mt-4">
          <Alert tone="info">An earlier version of Waypoint saved your budget in a form we can no longer read. Build it again below and save.</Alert>
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <form
          id={ids.form}
          aria-label="Your budget"
          noValidate
          className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          {hasErrors ? <Alert>Please fix the highlighted fields below.</Alert> : null}

          <div>
            <label htmlFor={ids.region} className="text-lg font-semibold">
              Where you plan to live
            </label>
            <p id={ids.regionHint} className="mt-1 text-sm text-slate-700">
              One of the four US census regions the Consumer Expenditure Surveys use.
            </p>
            <select
              id={ids.region}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
              aria-invalid={Boolean(errors.region)}
              aria-describedby={`${ids.regionHint}${errors.region ? ` ${ids.regionError}` : ''}`}
              {...register('region', { onChange: (event: { target: { value: string } }) => onRegionChange(event.target.value) })}
            >
              <option value="">Choose a region</option>
              {LIVING_COSTS.map((entry) => (
                <option key={entry.region} value={entry.region}>
                  {entry.region}
                </option>
              ))}
            </select>
            {errors.region?.message ? (
              <p id={ids.regionError} className="mt-1 text-sm font-medium text-red-800">
                {errors.region.message}
              </p>
            ) : null}
            {costs ? <p className="mt-2 text-sm text-slate-700">{costs.region}: {costs.states}.</p> : null}
          </div>

          <LifestyleLevelFieldset
            legend="The lifestyle you want"
            hint="A picture to keep in mind while you set each line; it does not change the figures."
            inputProps={register('level')}
            error={errors.level?.message}
          />

          <fieldset>
            <legend className="text-lg font-semibold">Your monthly budget</legend>
            <p className="mt-1 text-sm text-slate-700">
              The starting figures are what an average US household spent in 2023, per month. A household in the survey averaged 2.4
              people (2022), so lower them if you will live alone or share. The survey&apos;s regional tables were not in the sources we
              could check, so every region starts from the national figures. Lines with no published figure start empty: enter your own,
              or 0.
            </p>
            <div className="mt-4 space-y-5">
              {BUDGET_CATEGORIES.map((category) => (
                <BudgetLine
                  key={category}
                  category={category}
                  costs={costs}
                  error={lineErrors?.[category]?.message}
                  inputProps={register(`lines.${category}`)}
                />
              ))}
            </div>
          </fieldset>
        </form>

        <BudgetTotalsPanel totals={totals} className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" />

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:col-start-1 lg:row-start-2">
          <Button type="submit" form={ids.form} disabled={isSubmitting} className="px-6">
            Save my budget
          </Button>
          <ConfirmDialog
            trigger={<Button variant="secondary">Start over</Button>}
            title="Start over from the typical figures?"
            description="Every line goes back to its starting figure and your unsaved changes are lost. Your saved budget stays until you save again."
            cancelLabel="Keep my changes"
            confirmLabel="Start over"
            onConfirm={startOver}
          />
          <Link to="/premium/outcomes" className={`inline-flex min-h-11 items-center ${linkClass}`}>
            See your premium outcomes
          </Link>
          <Link to="/premium/journey" className={`inline-flex min-h-11 items-center ${linkClass}`}>
            Back to the premium journey
          </Link>
        </div>
      </div>

      <BudgetCareersSection careers={careers} totals={totals} options={fitOptions} />
    </div>
  );
}

/** Lines still holding the figure they were last filled with (or empty) take the new region's figure. */
function refreshUntouchedLines(current: Lines, previous: Lines, next: Lines, setValue: UseFormSetValue<BudgetFormInput>) {
  for (const category of BUDGET_CATEGORIES) {
    if (current[category] === '' || current[category] === previous[category]) {
      setValue(`lines.${category}`, next[category], { shouldDirty: true });
    }
  }
}

function BudgetLine({
  category,
  costs,
  error,
  inputProps,
}: {
  category: BudgetCategory;
  costs: RegionLivingCosts | null;
  error: string | undefined;
  inputProps: UseFormRegisterReturn<`lines.${BudgetCategory}`>;
}) {
  const id = useId();
  const figure = costs?.figures[category] ?? null;
  const typical = figure ? monthlyStartingValue(figure.annual) : null;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {BUDGET_CATEGORY_LABELS[category]} <span className="font-normal text-slate-700">(a month)</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
        {figure === null ? (
          'Choose a region to see the typical figure.'
        ) : typical === null ? (
          figure.note
        ) : (
          <>
            Typical: ${typical.toLocaleString('en-US')} a month. {figure.note}{' '}
            {figure.source ? (
              <a href={figure.source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                Source: BLS, {figure.source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </>
        )}
      </p>
      <DollarInput id={id} invalid={Boolean(error)} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} {...inputProps} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

