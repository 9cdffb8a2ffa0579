import { useState } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { readNumber, SALARY_NOT_A_NUMBER } from './calculator-link';
import { borrowingInputSchema, borrowingParams, parseBorrowingParams, type BorrowingState } from './debt-calculator-url-state';
import { useLinkState } from './use-link-state';
import { useTrackOnce } from '@client/shared/lib/use-track-once';

/** The debt calculator's inputs, kept in the URL: read once from the link, written back on every change. */
export function useBorrowingState() {
  const link = useLinkState(parseBorrowingParams, borrowingParams);
  const [state, setState] = useState<BorrowingState>(link.initial);
  const [salaryText, setSalaryText] = useState(link.initial.salary === null ? '' : String(link.initial.salary));
  const [salaryError, setSalaryError] = useState<string | undefined>();

  const trackUse = useTrackOnce('calculator_used', { calculator: 'debt' });
  const commit = (next: BorrowingState) => {
    trackUse();
    setState(next);
    link.save(next);
  };

  const onSalary = (text: string) => {
    setSalaryText(text);
    if (text.trim() === '') {
      setSalaryError(undefined);
      commit({ ...state, salary: null, careerCode: null });
      return;
    }
    const value = readNumber(text);
    const parsed = borrowingInputSchema.shape.salary.safeParse(value ?? Number.NaN);
    if (value === null || !parsed.success) {
      setSalaryError(value === null ? SALARY_NOT_A_NUMBER : parsed.error?.issues[0]?.message);
      return;
    }
    setSalaryError(undefined);
    commit({ ...state, salary: parsed.data, careerCode: null });
  };

  const pickCareer = (career: Career) => {
    if (career.medianPay === null) {
      commit({ ...state, careerCode: career.socCode });
      return;
    }
    setSalaryText(String(career.medianPay));
    setSalaryError(undefined);
    commit({ ...state, salary: career.medianPay, careerCode: career.socCode });
  };

  return { state, salaryText, salaryError, replaced: link.replaced, dismissReplaced: link.dismissReplaced, commit, onSalary, pickCareer };
}

export type BorrowingControls = ReturnType<typeof useBorrowingState>;
