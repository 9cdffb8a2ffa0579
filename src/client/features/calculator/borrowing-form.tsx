import { GRADE_TABLE } from '@domain/finance/grade';
import { useT } from '@client/shared/i18n/i18n-store';
import { gradeExplanation, riskLabel } from '@client/shared/financial-expectations/grade-texts';
import { Field, inputClass } from './field';
import { CareerPicker } from './career-picker';
import { MAX_YEARS_OF_STUDY, TARGET_GRADES, type TargetGrade } from './debt-calculator-url-state';
import type { BorrowingControls } from './use-borrowing-state';

/** Salary (typed or from a career), years of study and the grade to keep. */
export function BorrowingForm({ ids, controls }: { ids: string; controls: BorrowingControls }) {
  const { state, salaryText, salaryError, commit, onSalary, pickCareer } = controls;
  const t = useT('calculator', 'grades');
  const targetRow = GRADE_TABLE.find((row) => row.grade === state.targetGrade);
  return (
    <form aria-label={t('calculator.borrowFormLabel')} className="space-y-5" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="print:hidden">
        <CareerPicker selectedCode={state.careerCode} onPick={pickCareer} onClear={() => commit({ ...state, careerCode: null })} />
      </div>
      <Field id={`${ids}-salary`} label={t('calculator.salary')} hint={t('calculator.borrowSalaryHint')} error={salaryError}>
        {(describedBy) => (
          <input
            id={`${ids}-salary`}
            type="text"
            inputMode="decimal"
            className={inputClass}
            value={salaryText}
            aria-invalid={Boolean(salaryError)}
            aria-describedby={describedBy}
            onChange={(event) => onSalary(event.target.value)}
          />
        )}
      </Field>
      <div>
        <label htmlFor={`${ids}-years`} className="font-semibold">
          {t('calculator.yearsOfStudy')}
        </label>
        <select
          id={`${ids}-years`}
          className={inputClass}
          value={state.yearsOfStudy}
          onChange={(event) => commit({ ...state, yearsOfStudy: Number(event.target.value) })}
        >
          {Array.from({ length: MAX_YEARS_OF_STUDY }, (_, i) => i + 1).map((years) => (
            <option key={years} value={years}>
              {t('calculator.years', { count: years })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-grade`} className="font-semibold">
          {t('calculator.gradeToKeep')}
        </label>
        <select
          id={`${ids}-grade`}
          className={inputClass}
          value={state.targetGrade}
          aria-describedby={`${ids}-grade-hint`}
          onChange={(event) => commit({ ...state, targetGrade: event.target.value as TargetGrade })}
        >
          {GRADE_TABLE.filter((row) => TARGET_GRADES.includes(row.grade)).map((row) => (
            <option key={row.grade} value={row.grade}>
              {t('calculator.gradeOption', { grade: row.grade, risk: riskLabel(t, row.risk), ratio: row.maxRatio })}
            </option>
          ))}
        </select>
        <p id={`${ids}-grade-hint`} className="mt-1 text-xs text-slate-600">
          {targetRow ? gradeExplanation(t, targetRow.grade) : null}
        </p>
      </div>
    </form>
  );
}
