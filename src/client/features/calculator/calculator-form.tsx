import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { DisbursementPeriod, LoanKind } from '@domain/finance/repayment';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { Button } from '@client/ui/button';
import { CareerPicker } from './career-picker';
import { EXAMPLE_LOAN, MAX_LOANS, type CalculatorDraft, type DraftErrors, type LoanDraft } from './calculator-url-state';
import { SourceNote } from './citation-list';
import { usdWhole } from './format';
import { presetForRate, RatePicker } from './rate-picker';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';

/** A labelled input with its error message wired to it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'month';
  inputMode?: 'decimal' | 'numeric';
  /** Marks a loan's amount input, which gets focus when its row is added or the next one removed. */
  loanIndex?: number;
};

/** A Field around one text input, as every number on this form is typed. */
export function TextField({ id, label, hint, error, value, onChange, type = 'text', inputMode, loanIndex }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          data-loan-amount={loanIndex}
          type={type}
          inputMode={inputMode}
          className={inputClass}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

const rates2026Omission = OMITTED_FIGURES.find((f) => f.figure.startsWith('Direct Loan interest rates for 2026-27'));

function LoanRow({
  index,
  loan,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  loan: LoanDraft;
  errors: DraftErrors;
  canRemove: boolean;
  onChange: (loan: LoanDraft) => void;
  onRemove: () => void;
}) {
  const prefix = `${useId()}-loan-${index}`;
  const preset = loan.kind === 'federal' ? presetForRate(loan.rate) : null;
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold">Loan {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${prefix}-amount`}
          label="Amount ($)"
          error={errors[`loans.${index}.amount`]}
          inputMode="decimal"
          loanIndex={index}
          value={loan.amount}
          onChange={(value) => onChange({ ...loan, amount: value })}
        />
        <TextField
          id={`${prefix}-rate`}
          label="Interest rate (%)"
          error={errors[`loans.${index}.ratePercent`]}
          inputMode="decimal"
          value={loan.rate}
          onChange={(value) => onChange({ ...loan, rate: value })}
        />
        <div>
          <label htmlFor={`${prefix}-kind`} className="font-semibold">
            Loan type
          </label>
          <select
            id={`${prefix}-kind`}
            className={inputClass}
            value={loan.kind}
            onChange={(event) => onChange({ ...loan, kind: event.target.value as LoanKind })}
          >
            <option value="federal">Federal (Direct Loan)</option>
            <option value="private">Private (bank or lender)</option>
          </select>
        </div>
        {loan.kind === 'federal' ? (
          <div>
            <label htmlFor={`${prefix}-disbursed`} className="font-semibold">
              First paid out
            </label>
            <select
              id={`${prefix}-disbursed`}
              className={inputClass}
              value={loan.disbursed}
              onChange={(event) => onChange({ ...loan, disbursed: event.target.value as DisbursementPeriod })}
            >
              <option value="on-or-after-2026-07-01">On or after July 1, 2026</option>
              <option value="before-2026-07-01">Before July 1, 2026</option>
            </select>
          </div>
        ) : (
          <p className="self-end text-sm text-slate-700">
            Private loans are not eligible for federal repayment plans; we assume a 10-year fixed schedule.
          </p>
        )}
      </div>
      {loan.kind === 'federal' ? (
        <div className="mt-3">
          <RatePicker id={`${prefix}-preset`} rate={loan.rate} onPick={(ratePercent) => onChange({ ...loan, rate: String(ratePercent) })} />
          {preset ? <SourceNote citations={preset.rates.sources} /> : null}
          {loan.disbursed === 'on-or-after-2026-07-01' && rates2026Omission ? (
            <p className="mt-1 text-xs text-slate-600">
              Rates for loans first paid out from July 1, 2026 are not published in an official source we can cite yet. The 2025-26 rate is
              an estimate; use the rate on your loan papers if you have it.
            </p>
          ) : null}
        </div>
      ) : null}
      {canRemove ? (
        <Button variant="secondary" className="mt-3 print:hidden" onClick={onRemove}>
          Remove loan {index + 1}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Says the first loan is only an example, so nobody mistakes it for their own or adds theirs on top of it. */
function ExampleNote() {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <span className="font-semibold">Example loan:</span> {usdWhole(EXAMPLE_LOAN.amount)}, the most a dependent undergraduate can borrow in
      federal loans. Replace its amount with your own; &ldquo;Add a loan&rdquo; replaces the example too.
    </p>
  );
}

type CalculatorFormProps = {
  draft: CalculatorDraft;
  /** The loans are still the untouched example. */
  example: boolean;
  errors: DraftErrors;
  onChange: (draft: CalculatorDraft) => void;
  onPickCareer: (career: Career) => void;
};

/** Loans, income and household: every change updates the results (and the link) as soon as it is valid. */
export function CalculatorForm({ draft, errors, example, onChange, onPickCareer }: CalculatorFormProps) {
  const prefix = useId();
  const [focusLoan, setFocusLoan] = useState<number | null>(null);

  useEffect(() => {
    if (focusLoan === null) return;
    document.querySelector<HTMLInputElement>(`[data-loan-amount="${focusLoan}"]`)?.focus();
    setFocusLoan(null);
  }, [focusLoan]);

  const setLoan = (index: number, loan: LoanDraft) => onChange({ ...draft, loans: draft.loans.map((l, i) => (i === index ? loan : l)) });
  const addLoan = () => {
    const last = draft.loans[draft.loans.length - 1];
    // A new row starts like the last one (same type and date), with the amount to fill in.
    const template: LoanDraft = last ?? {
      amount: '',
      rate: String(EXAMPLE_LOAN.ratePercent),
      kind: 'federal',
      disbursed: EXAMPLE_LOAN.disbursed,
    };
    // While the loan is still the example, the first loan of their own replaces it rather than adding to it.
    const kept = example ? [] : draft.loans;
    onChange({ ...draft, loans: [...kept, { ...template, amount: '' }] });
    setFocusLoan(kept.length);
  };
  const removeLoan = (index: number) => {
    onChange({ ...draft, loans: draft.loans.filter((_, i) => i !== index) });
    setFocusLoan(Math.max(0, index - 1));
  };

  return (
    <form aria-label="Your loans and income" className="space-y-6" noValidate onSubmit={(event) => event.preventDefault()}>
      <section aria-labelledby={`${prefix}-loans`} className="space-y-3">
        <h2 id={`${prefix}-loans`} className="text-lg font-bold">
          Your loans
        </h2>
        {example ? <ExampleNote /> : null}
        {errors.loans ? <p className="text-sm font-medium text-red-700">{errors.loans}</p> : null}
        {draft.loans.map((loan, index) => (
          <LoanRow
            // Rows have no identity of their own; index keys are fine because rows are only appended or removed.
            key={index}
            index={index}
            loan={loan}
            errors={errors}
            canRemove={draft.loans.length > 1}
            onChange={(next) => setLoan(index, next)}
            onRemove={() => removeLoan(index)}
          />
        ))}
        {draft.loans.length < MAX_LOANS ? (
          <Button variant="secondary" className="print:hidden" onClick={addLoan}>
            Add a loan
          </Button>
        ) : (
          <p className="text-sm text-slate-700">You can compare up to {MAX_LOANS} loans.</p>
        )}
      </section>

      <section aria-labelledby={`${prefix}-income`} className="space-y-4">
        <h2 id={`${prefix}-income`} className="text-lg font-bold">
          Your income and household
        </h2>
        <div className="print:hidden">
          <CareerPicker selectedCode={draft.careerCode} onPick={onPickCareer} onClear={() => onChange({ ...draft, careerCode: null })} />
        </div>
        <TextField
          id={`${prefix}-salary`}
          label="Expected starting salary ($ a year)"
          hint="Used as your adjusted gross income (AGI) for RAP. Leave empty to compare the fixed plans only."
          error={errors.startingSalary}
          inputMode="decimal"
          value={draft.salary}
          onChange={(value) => onChange({ ...draft, salary: value, careerCode: null })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${prefix}-growth`}
            label="Salary growth (% a year)"
            hint="0 keeps your salary the same every year."
            error={errors.salaryGrowthPercent}
            inputMode="decimal"
            value={draft.growth}
            onChange={(value) => onChange({ ...draft, growth: value })}
          />
          <TextField
            id={`${prefix}-family`}
            label="Family size"
            hint="You plus anyone you support (RAP lowers the payment $50 per dependent)."
            error={errors.familySize}
            inputMode="numeric"
            value={draft.family}
            onChange={(value) => onChange({ ...draft, family: value })}
          />
        </div>
        <TextField
          id={`${prefix}-start`}
          label="Repayment starts"
          hint="Month and year of your first month in repayment (yyyy-mm)."
          error={errors.startDate}
          type="month"
          value={draft.start}
          onChange={(value) => onChange({ ...draft, start: value })}
        />
      </section>
    </form>
  );
}
