import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Career } from '@domain/catalog/schemas';
import type { DisbursementPeriod, LoanKind } from '@domain/finance/repayment';
import { OMITTED_FIGURES } from '@data/federal-loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { Button } from '@client/ui/button';
import { CareerPicker } from './career-picker';
import { EXAMPLE_LOAN, MAX_LOANS, type CalculatorDraft, type DraftErrors, type LoanDraft } from './calculator-url-state';
import { SourceNote } from './citation-list';
import { useCalcFormat } from './format';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { presetForRate, RatePicker } from './rate-picker';
import { Field, inputClass } from './field';

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

const rates2026Omission = OMITTED_FIGURES.find((f) => f.id === 'rates-2026');

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
  const t = useT('calculator');
  const preset = loan.kind === 'federal' ? presetForRate(loan.rate) : null;
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{t('calculator.loanN', { n: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${prefix}-amount`}
          label={t('calculator.amount')}
          error={errors[`loans.${index}.amount`]}
          inputMode="decimal"
          loanIndex={index}
          value={loan.amount}
          onChange={(value) => onChange({ ...loan, amount: value })}
        />
        <TextField
          id={`${prefix}-rate`}
          label={t('calculator.interestRate')}
          error={errors[`loans.${index}.ratePercent`]}
          inputMode="decimal"
          value={loan.rate}
          onChange={(value) => onChange({ ...loan, rate: value })}
        />
        <div>
          <label htmlFor={`${prefix}-kind`} className="font-semibold">
            {t('calculator.loanType')}
          </label>
          <select
            id={`${prefix}-kind`}
            className={inputClass}
            value={loan.kind}
            onChange={(event) => onChange({ ...loan, kind: event.target.value as LoanKind })}
          >
            <option value="federal">{t('calculator.kindFederal')}</option>
            <option value="private">{t('calculator.kindPrivate')}</option>
          </select>
        </div>
        {loan.kind === 'federal' ? (
          <div>
            <label htmlFor={`${prefix}-disbursed`} className="font-semibold">
              {t('calculator.firstPaidOut')}
            </label>
            <select
              id={`${prefix}-disbursed`}
              className={inputClass}
              value={loan.disbursed}
              onChange={(event) => onChange({ ...loan, disbursed: event.target.value as DisbursementPeriod })}
            >
              <option value="on-or-after-2026-07-01">{t('calculator.onOrAfter2026')}</option>
              <option value="before-2026-07-01">{t('calculator.before2026')}</option>
            </select>
          </div>
        ) : (
          <p className="self-end text-sm text-slate-700">{t('calculator.privateNote')}</p>
        )}
      </div>
      {loan.kind === 'federal' ? (
        <div className="mt-3">
          <RatePicker id={`${prefix}-preset`} rate={loan.rate} onPick={(ratePercent) => onChange({ ...loan, rate: String(ratePercent) })} />
          {preset ? <SourceNote citations={preset.rates.sources} /> : null}
          {loan.disbursed === 'on-or-after-2026-07-01' && rates2026Omission ? (
            <p className="mt-1 text-xs text-slate-600">{t('calculator.rates2026Missing')}</p>
          ) : null}
        </div>
      ) : null}
      {canRemove ? (
        <Button variant="secondary" className="mt-3 print:hidden" onClick={onRemove}>
          {t('calculator.removeLoanN', { n: index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Says the first loan is only an example, so nobody mistakes it for their own or adds theirs on top of it. */
function ExampleNote() {
  const t = useT('calculator');
  const { usdWhole } = useCalcFormat();
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <span className="font-semibold">{t('calculator.exampleLoan')}</span>{' '}
      {t('calculator.exampleLoanNote', { amount: usdWhole(EXAMPLE_LOAN.amount) })}
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
  const t = useT('calculator');
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
    <form aria-label={t('calculator.formLabel')} className="space-y-6" noValidate onSubmit={(event) => event.preventDefault()}>
      <section aria-labelledby={`${prefix}-loans`} className="space-y-3">
        <h2 id={`${prefix}-loans`} className="text-lg font-bold">
          {t('calculator.yourLoans')}
        </h2>
        {example ? <ExampleNote /> : null}
        {errors.loans ? <p className="text-sm font-medium text-red-700">{fieldErrorText(t, errors.loans)}</p> : null}
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
            {t('calculator.addLoan')}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">{t('calculator.maxLoans', { max: MAX_LOANS })}</p>
        )}
      </section>

      <IncomeSection prefix={prefix} draft={draft} errors={errors} onChange={onChange} onPickCareer={onPickCareer} />
    </form>
  );
}

/** The salary the payments are weighed against (typed, or a career's median pay), its growth, the household and the start. */
function IncomeSection({
  prefix,
  draft,
  errors,
  onChange,
  onPickCareer,
}: Pick<CalculatorFormProps, 'draft' | 'errors' | 'onChange' | 'onPickCareer'> & { prefix: string }) {
  const t = useT('calculator');
  const format = useFormatters();
  return (
    <section aria-labelledby={`${prefix}-income`} className="space-y-4">
      <h2 id={`${prefix}-income`} className="text-lg font-bold">
        {t('calculator.incomeHousehold')}
      </h2>
      <div className="print:hidden">
        <CareerPicker selectedCode={draft.careerCode} onPick={onPickCareer} onClear={() => onChange({ ...draft, careerCode: null })} />
      </div>
      <TextField
        id={`${prefix}-salary`}
        label={t('calculator.salary')}
        hint={t('calculator.salaryHint')}
        error={errors.startingSalary}
        inputMode="decimal"
        value={draft.salary}
        onChange={(value) => onChange({ ...draft, salary: value, careerCode: null })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${prefix}-growth`}
          label={t('calculator.growth')}
          hint={t('calculator.growthHint')}
          error={errors.salaryGrowthPercent}
          inputMode="decimal"
          value={draft.growth}
          onChange={(value) => onChange({ ...draft, growth: value })}
        />
        <TextField
          id={`${prefix}-family`}
          label={t('calculator.familySize')}
          hint={t('calculator.familySizeHint', { amount: format.usd(50) })}
          error={errors.familySize}
          inputMode="numeric"
          value={draft.family}
          onChange={(value) => onChange({ ...draft, family: value })}
        />
      </div>
      <TextField
        id={`${prefix}-start`}
        label={t('calculator.repaymentStarts')}
        hint={t('calculator.repaymentStartsHint')}
        error={errors.startDate}
        type="month"
        value={draft.start}
        onChange={(value) => onChange({ ...draft, start: value })}
      />
    </section>
  );
}
