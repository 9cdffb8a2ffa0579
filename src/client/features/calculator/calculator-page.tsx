import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { useT } from '@client/shared/i18n/i18n-store';
import { usePageTitle } from '@client/ui/use-page-title';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';
import { CalculatorSources } from './calculator-sources';
import { ReplacedValuesAlert } from './replaced-values-alert';
import { useCalculatorState } from './use-calculator-state';

/** Copy link and Print: the address bar holds every input, so the link reproduces these results. */
function ShareButtons() {
  const toast = useToast();
  const t = useT('calculator');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t('calculator.linkCopied'), description: t('calculator.linkCopiedDetail'), tone: 'success' });
    } catch {
      toast({ title: t('calculator.linkNotCopied'), description: t('calculator.linkNotCopiedDetail'), tone: 'error' });
    }
  };
  return (
    <div className="flex gap-2 print:hidden">
      <Button variant="secondary" onClick={() => void copyLink()}>
        {t('calculator.copyLink')}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('calculator.print')}
      </Button>
    </div>
  );
}

export function CalculatorPage() {
  const t = useT('calculator');
  usePageTitle(t('calculator.title'));
  const { draft, state, errors, example, update, pickCareer, replaced, dismissReplaced } = useCalculatorState();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold">{t('calculator.title')}</h1>
          <p className="mt-2 text-slate-700">{t('calculator.intro')}</p>
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
