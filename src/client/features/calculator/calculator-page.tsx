import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';
import { CalculatorSources } from './calculator-sources';
import { ReplacedValuesAlert } from './replaced-values-alert';
import { useCalculatorState } from './use-calculator-state';

/** Copy link and Print: the address bar holds every input, so the link reproduces these results. */
function ShareButtons() {
  const toast = useToast();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied', description: 'Anyone who opens it sees these loans and results.', tone: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: "Copy the address from your browser's address bar instead.", tone: 'error' });
    }
  };
  return (
    <div className="flex gap-2 print:hidden">
      <Button variant="secondary" onClick={() => void copyLink()}>
        Copy link
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}

export function CalculatorPage() {
  usePageTitle('Student loan repayment calculator');
  const { draft, state, errors, example, update, pickCareer, replaced, dismissReplaced } = useCalculatorState();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold">Student loan repayment calculator</h1>
          <p className="mt-2 text-slate-700">
            Enter your loans and expected pay to compare federal repayment plans under the rules that start July 1, 2026: what you would pay
            each month, in total, and when you would be done.
          </p>
        </div>
        <ShareButtons />
      </div>

      <ReplacedValuesAlert replaced={replaced} checkHint onDismiss={dismissReplaced} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div>
          <CalculatorForm draft={draft} errors={errors} example={example} onChange={update} onPickCareer={pickCareer} />
        </div>

        <CalculatorResults state={state} hasErrors={Object.keys(errors).length > 0} example={example} />
      </div>

      <CalculatorSources id="calculator-sources" />
    </div>
  );
}
