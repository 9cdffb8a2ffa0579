import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { moneyPlanInputsSchema, type MoneyPlanInputs } from '@domain/family/money-plan';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { DollarInput } from '@client/ui/dollar-input';
import { FieldError } from '@client/ui/field-error';
import { formatLocalDateTime } from '@client/ui/format';
import { useReloadMoneyPlan, useSaveMoneyPlan, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

type FieldName = keyof MoneyPlanInputs;

const FIELDS: readonly { name: FieldName; label: string; hint: string }[] = [
  { name: 'contributionPerYear', label: 'Family contribution per year', hint: 'What the family can pay each year from income.' },
  { name: 'savings', label: 'Savings for college', hint: 'Money already set aside, used over all the years.' },
  {
    name: 'extraGrants',
    label: 'Extra grants and scholarships (total)',
    hint: 'Only outside awards: the net price already takes off the grants the government and the college usually give.',
  },
  {
    name: 'familyIncome',
    label: 'Family income per year (optional)',
    hint: "Before tax. Used only to show the parent's loan payment as a share of it; leave empty to skip.",
  },
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

/** The family's figures, editable by the student and every linked parent; a save from an old version is refused by the server. */
export function MoneyPlanForm({ target, plan, level }: { target: MoneyPlanTarget; plan: MoneyPlan; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const formId = useId();
  const save = useSaveMoneyPlan(target);
  const { inputs } = plan;
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(moneyPlanInputsSchema),
    defaultValues: {
      contributionPerYear: inputs.contributionPerYear,
      savings: inputs.savings,
      extraGrants: inputs.extraGrants,
      familyIncome: inputs.familyIncome,
    },
  });
  // A newer version from the server (a save, or a reload after a conflict) replaces what the form shows.
  useEffect(() => {
    reset({
      contributionPerYear: inputs.contributionPerYear,
      savings: inputs.savings,
      extraGrants: inputs.extraGrants,
      familyIncome: inputs.familyIncome,
    });
  }, [inputs.version, inputs.contributionPerYear, inputs.savings, inputs.extraGrants, inputs.familyIncome, reset]);

  const submit = handleSubmit((values) => save.mutate({ ...values, version: inputs.version }));
  const failure = save.error instanceof ApiError ? save.error : null;
  const stale = failure?.status === 409;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <Heading id={`${formId}-title`} className="text-lg font-semibold">
        The family&apos;s figures
      </Heading>
      <p className="text-sm text-slate-700">
        {inputs.updatedAt
          ? `Last saved by ${inputs.updatedByName ?? 'a deleted account'} on ${formatLocalDateTime(inputs.updatedAt)}.`
          : 'Nobody has entered them yet: the plan below counts them as $0.'}{' '}
        The student and every linked parent can change them.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const fieldId = `${formId}-${field.name}`;
          const error = formState.errors[field.name]?.message ?? failure?.fields[field.name];
          return (
            <div key={field.name} className="min-w-0">
              <label htmlFor={fieldId} className="block font-semibold">
                {field.label} (dollars)
              </label>
              <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
                {field.hint}
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
      {save.isError ? (
        <div className="mt-3">
          <Alert>
            {failure ? failure.message : 'The plan could not be saved. Please try again.'}
            {stale ? ' The figures above are still yours: note them before you reload.' : null}
          </Alert>
        </div>
      ) : null}
      {save.isSuccess && !save.isPending ? (
        <div className="mt-3">
          <Alert tone="success">Saved. Everyone who can see this plan now sees these figures.</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the figures'}
        </Button>
        {stale ? <ReloadButton target={target} onReloaded={() => save.reset()} /> : null}
      </div>
    </form>
  );
}

function ReloadButton({ target, onReloaded }: { target: MoneyPlanTarget; onReloaded: () => void }) {
  const reload = useReloadMoneyPlan(target);
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => {
        void reload().then(onReloaded);
      }}
    >
      Reload the latest figures
    </Button>
  );
}
