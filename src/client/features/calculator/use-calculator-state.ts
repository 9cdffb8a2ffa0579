import { useState } from 'react';
import type { Career } from '@domain/catalog/schemas';
import {
  exampleMarkedParams,
  parseCalculatorParams,
  isExampleDraft,
  toDraft,
  validateDraft,
  type CalculatorDraft,
  type DraftErrors,
} from './calculator-url-state';
import type { CalculatorState } from './calculator-link';
import { useLinkState } from './use-link-state';
import { useTrackOnce } from '@client/shared/lib/use-track-once';

const parseToday = (params: URLSearchParams) => parseCalculatorParams(params, new Date());

/** The repayment calculator's inputs: the draft as typed, and the last complete state, which the address bar keeps. */
export function useCalculatorState() {
  const link = useLinkState(parseToday, exampleMarkedParams);
  const [draft, setDraft] = useState<CalculatorDraft>(() => toDraft(link.initial));
  const [state, setState] = useState<CalculatorState>(link.initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  const trackUse = useTrackOnce('calculator_used', { calculator: 'loan' });
  const update = (next: CalculatorDraft) => {
    trackUse();
    setDraft(next);
    const result = validateDraft(next);
    setErrors(result.errors);
    if (result.state) {
      setState(result.state);
      link.save(result.state);
    }
  };

  const pickCareer = (career: Career) =>
    update({ ...draft, careerCode: career.socCode, salary: career.medianPay === null ? draft.salary : String(career.medianPay) });

  // The example loan is labelled as one until the student changes it (issue 17: a prefilled $31,000 looked like their own).
  const [startedWithExample] = useState(link.parsed.example);
  const example = startedWithExample && isExampleDraft(draft.loans);
  return { draft, state, errors, example, update, pickCareer, replaced: link.replaced, dismissReplaced: link.dismissReplaced };
}
