import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { MoneyPlanInputs } from '@domain/money-plan/money-plan';
import { SUBSIDIZED_ELIGIBILITY, type SubsidizedEligibility } from '@domain/money-plan/true-cost';
import { apiErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { DollarInput } from '@client/ui/dollar-input';
import { FieldError } from '@client/ui/field-error';
import { useReloadMoneyPlan, useSaveMoneyPlan, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

type FieldName = Exclude<keyof MoneyPlanInputs, 'subsidizedEligibility'>;

const SUBSIDIZED_KEYS: Readonly<Record<SubsidizedEligibility, AreaKey<'money-plan'>>> = {
  yes: 'money-plan.form.subsidized.yes',
  no: 'money-plan.form.subsidized.no',
  'not-sure': 'money-plan.form.subsidized.notSure',
};

type Key = AreaKey<'money-plan'>;

const FIELDS: readonly { name: FieldName; labelKey: Key; hint: Key }[] = [
  { name: 'contributionPerYear', labelKey: 'money-plan.form.contribution', hint: 'money-plan.form.contributionHint' },
  { name: 'savings', labelKey: 'money-plan.form.savings', hint: 'money-plan.form.savingsHint' },
  { name: 'extraGrants', labelKey: 'money-plan.form.extraGrants', hint: 'money-plan.form.extraGrantsHint' },
  { name: 'familyIncome', labelKey: 'money-plan.form.familyIncome', hint: 'money-plan.form.familyIncomeHint' },
];

/** "12,000" or "$12000" → 12000; an empty optional income → null; anything else → NaN (the schema says what is wrong). */
function toAmount(optional: boolean) {
  return (value: unknown) => {
    const text = String(value ?? '').replace(/[$,\s]/g, '');
    if (text === '') return optional ? null : Number.NaN;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  };
}

type FormValues = MoneyPlanInputs;

// Validation loads zod with the plan's schema on first use, off the page's first paint.
const resolver = lazyZodResolver(() => import('@domain/money-plan/money-plan').then((module) => module.moneyPlanInputsSchema));

/** The form over the plan's figures, showing the server's newest version whenever one arrives. */
function usePlanForm(inputs: MoneyPlan['inputs']) {
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      contributionPerYear: inputs.contributionPerYear,
      savings: inputs.savings,
      extraGrants: inputs.extraGrants,
      familyIncome: inputs.familyIncome,
      subsidizedEligibility: inputs.subsidizedEligibility,
    },
  });
  const { reset } = form;
  // A newer version from the server (a save, or a reload after a conflict) replaces what the form shows.
  useEffect(() => {
    reset({
      contributionPerYear: inputs.contributionPerYear,
      savings: inputs.savings,
      extraGrants: inputs.extraGrants,
      familyIncome: inputs.familyIncome,
      subsidizedEligibility: inputs.subsidizedEligibility,
    });
  }, [
    inputs.version,
    inputs.contributionPerYear,
    inputs.savings,
    inputs.extraGrants,
    inputs.familyIncome,
    inputs.subsidizedEligibility,
    reset,
  ]);
  return form;
}

/** The family's figures, editable by the student and every linked parent; a save from an old version is refused by the server. */
export function MoneyPlanForm({ target, plan, level }: { target: MoneyPlanTarget; plan: MoneyPlan; level: 3 | 4 }) {
  const t = useT('money-plan');
  const format = useFormatters();
  const Heading = level === 3 ? 'h3' : 'h4';
  const formId = useId();
  const save = useSaveMoneyPlan(target);
  const { inputs } = plan;
  const { register, handleSubmit, formState } = usePlanForm(inputs);
  const subsidizedError = fieldErrorText(
    t,
    formState.errors.subsidizedEligibility?.message ?? serverFieldMessage(save.error, 'subsidizedEligibility'),
  );

  const submit = handleSubmit((values) => save.mutate({ ...values, version: inputs.version }));
  const failure = save.error instanceof ApiError ? save.error : null;
  const stale = failure?.status === 409;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <Heading id={`${formId}-title`} className="text-lg font-semibold">
        {t('money-plan.form.title')}
      </Heading>
      <p className="text-sm text-slate-700">
        {inputs.updatedAt
          ? t('money-plan.form.lastSaved', {
              name: inputs.updatedByName ?? t('money-plan.form.deletedAccount'),
              date: format.localDateTime(inputs.updatedAt),
            })
          : t('money-plan.form.nobody', { zero: format.usd(0) })}{' '}
        {t('money-plan.form.whoCanChange')}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const fieldId = `${formId}-${field.name}`;
          const error = fieldErrorText(t, formState.errors[field.name]?.message ?? serverFieldMessage(failure, field.name));
          return (
            <div key={field.name} className="min-w-0">
              <label htmlFor={fieldId} className="block font-semibold">
                {t('money-plan.form.dollars', { label: t(field.labelKey) })}
              </label>
              <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
                {t(field.hint)}
              </p>
              <DollarInput
                id={fieldId}
                invalid={Boolean(error)}
                aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
                {...register(field.name, { setValueAs: toAmount(field.name === 'familyIncome') })}
              />
              <FieldError fieldId={fieldId} error={error} />
            </div>
          );
        })}
      </div>
      <fieldset className="mt-4 min-w-0" aria-describedby={`${formId}-subsidized-hint`}>
        <legend className="font-semibold">{t('money-plan.form.subsidized.legend')}</legend>
        <p id={`${formId}-subsidized-hint`} className="text-sm text-slate-700">
          {t('money-plan.form.subsidized.hint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {SUBSIDIZED_ELIGIBILITY.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} className="h-5 w-5" {...register('subsidizedEligibility')} />
              {t(SUBSIDIZED_KEYS[value])}
            </label>
          ))}
        </div>
        <FieldError fieldId={`${formId}-subsidized`} error={subsidizedError} />
      </fieldset>
      {save.isError ? (
        <div className="mt-3">
          <Alert>
            {failure ? apiErrorText(t, failure) : t('money-plan.form.saveFailed')}
            {stale ? t('money-plan.form.staleNote') : null}
          </Alert>
        </div>
      ) : null}
      {save.isSuccess && !save.isPending ? (
        <div className="mt-3">
          <Alert tone="success">{t('money-plan.form.saved')}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('money-plan.form.saving') : t('money-plan.form.save')}
        </Button>
        {stale ? <ReloadButton target={target} onReloaded={() => save.reset()} /> : null}
      </div>
    </form>
  );
}

/** The server's 400 message for one field, when the save failed on it. */
function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.fieldCodes[field];
  return code && code !== 'invalid' ? code : error.fields[field];
}

function ReloadButton({ target, onReloaded }: { target: MoneyPlanTarget; onReloaded: () => void }) {
  const t = useT('money-plan');
  const reload = useReloadMoneyPlan(target);
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => {
        void reload().then(onReloaded);
      }}
    >
      {t('money-plan.form.reload')}
    </Button>
  );
}
