import { use, useEffect, useRef, useState } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { useSearchParams } from '@client/shared/routing';
import {
  defaultCalculatorParams,
  exampleMarkedParams,
  isExampleDraft,
  toDraft,
  type CalculatorDraft,
  type DraftErrors,
} from './calculator-url-state';
import type * as CalculatorValidation from './calculator-validation';
import type { CalculatorState } from './calculator-link';
import { useLinkState } from './use-link-state';
import { useTrackOnce } from '@client/shared/lib/use-track-once';
import { loadOnce } from '@client/shared/lib/load-once';

/*
 * The checks (zod and the repayment schema) load only when a link carries values or the student first edits
 * one, so the calculator paints without them. A failed load is tried again on the next need.
 */
const calculatorValidation = loadOnce<typeof CalculatorValidation>(() => import('./calculator-validation'));

/** The repayment calculator's inputs: the draft as typed, and the last complete state, which the address bar keeps. */
export function useCalculatorState() {
  const [searchParams] = useSearchParams();
  // Read once, like the link itself: the page writes its own values into the address bar after the first render.
  const [linkHasValues] = useState(() => searchParams.toString() !== '');
  // A link with values is checked before the page shows them: the page waits once for the checks.
  const validation = linkHasValues ? use(calculatorValidation()) : null;
  const link = useLinkState(
    (params: URLSearchParams) => (validation ? validation.parseCalculatorParams(params, new Date()) : defaultCalculatorParams(new Date())),
    exampleMarkedParams,
  );
  const [draft, setDraft] = useState<CalculatorDraft>(() => toDraft(link.initial));
  const [state, setState] = useState<CalculatorState>(link.initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  // A check that lands after the student left the page must not write its link back into the address bar.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const trackUse = useTrackOnce('calculator_used', { calculator: 'loan' });
  const update = (next: CalculatorDraft) => {
    trackUse();
    setDraft(next);
    // Checked in order: the module is one promise, so the last edit's result is the one that stays.
    calculatorValidation().then(
      ({ validateDraft }) => {
        if (!mounted.current) return;
        const result = validateDraft(next);
        setErrors(result.errors);
        if (result.state) {
          setState(result.state);
          link.save(result.state);
        }
      },
      // Offline: the draft stays as typed and the results as they were; the next edit tries the load again.
      () => undefined,
    );
  };

  const pickCareer = (career: Career) =>
    update({ ...draft, careerCode: career.socCode, salary: career.medianPay === null ? draft.salary : String(career.medianPay) });

  // The example loan is labelled as one until the student changes it (a prefilled $31,000 looked like their own).
  const [startedWithExample] = useState(link.parsed.example);
  const example = startedWithExample && isExampleDraft(draft.loans);
  return { draft, state, errors, example, update, pickCareer, replaced: link.replaced, dismissReplaced: link.dismissReplaced };
}
