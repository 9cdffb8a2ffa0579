import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import { Spinner } from '@client/ui/spinner';
import type { ResultsProps } from './calculator-plans';

const loadPlans = () => import('./calculator-plans');
const CalculatorPlans = lazy(() => loadPlans().then((module) => ({ default: module.CalculatorPlans })));
// Asked for as soon as the page's own module runs, so the plans' code arrives beside the form's, not after it.
void loadPlans().catch(() => undefined);

/**
 * The results column. The repayment plans, chart and schedule are worked out after the page's first paint, in a
 * transition React can interrupt, so opening /calculator does not block the main thread; later edits update them at
 * once, as before. Their code (the plan cards, chart and schedule) is its own chunk: the form hydrates and takes
 * input without waiting for it. The figures are the same either way.
 */
export function CalculatorResults(props: ResultsProps) {
  const t = useT('calculator');
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  const working = (
    <section aria-labelledby="results-heading" className="min-w-0 space-y-8">
      <h2 id="results-heading" className="text-xl font-bold">
        {t('calculator.compareHeading')}
      </h2>
      <Spinner label={t('calculator.working')} />
    </section>
  );
  if (!ready) return working;
  return (
    <Suspense fallback={working}>
      <CalculatorPlans {...props} />
    </Suspense>
  );
}
