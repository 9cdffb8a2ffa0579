import { GRADE_TABLE } from '@domain/finance/grade';
import { Field, inputClass } from './calculator-form';
import { CareerPicker } from './career-picker';
import { MAX_YEARS_OF_STUDY, TARGET_GRADES, type TargetGrade } from './debt-calculator-url-state';
import type { BorrowingControls } from './use-borrowing-state';

/** Salary (typed or from a career), years of study and the grade to keep. */
export function BorrowingForm({ ids, controls }: { ids: string; controls: BorrowingControls }) {
  const { state, salaryText, salaryError, commit, onSalary, pickCareer } = controls;
  const targetRow = GRADE_TABLE.find((row) => row.grade === state.targetGrade);
  return (
    <form aria-label="Your pay and plans" className="space-y-5" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="print:hidden">
        <CareerPicker selectedCode={state.careerCode} onPick={pickCareer} onClear={() => commit({ ...state, careerCode: null })} />
      </div>
      <Field
        id={`${ids}-salary`}
        label="Expected starting salary ($ a year)"
        hint="Or pick a career above to use its median pay."
        error={salaryError}
      >
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
          Years of study you will borrow for
        </label>
        <select
          id={`${ids}-years`}
          className={inputClass}
          value={state.yearsOfStudy}
          onChange={(event) => commit({ ...state, yearsOfStudy: Number(event.target.value) })}
        >
          {Array.from({ length: MAX_YEARS_OF_STUDY }, (_, i) => i + 1).map((years) => (
            <option key={years} value={years}>
              {years === 1 ? '1 year' : `${years} years`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-grade`} className="font-semibold">
          Financial grade to keep
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
              {row.grade} ({row.risk} risk): debt up to {row.maxRatio} × a year&apos;s pay
            </option>
          ))}
        </select>
        <p id={`${ids}-grade-hint`} className="mt-1 text-xs text-slate-600">
          {targetRow?.explanation}
        </p>
      </div>
    </form>
  );
}
