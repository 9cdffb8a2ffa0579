import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey, Translate } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';
import type { ReplacedValue } from './calculator-link';

const NAME_KEYS: Readonly<Record<Exclude<ReplacedValue['value'], 'loan' | 'loans-after'>, AreaKey<'calculator'>>> = {
  salary: 'calculator.replaced.salary',
  'salary-growth': 'calculator.replaced.salaryGrowth',
  'family-size': 'calculator.replaced.familySize',
  'start-month': 'calculator.replaced.startMonth',
  career: 'calculator.replaced.career',
  'years-of-study': 'calculator.replaced.yearsOfStudy',
  grade: 'calculator.replaced.grade',
};

/** A replaced value's name in the active language ('salary', 'loan 2', …). */
function valueName(t: Translate<'calculator'>, replaced: ReplacedValue): string {
  if ('n' in replaced)
    return t(replaced.value === 'loan' ? 'calculator.replaced.loanN' : 'calculator.replaced.extraLoans', { n: replaced.n });
  return t(NAME_KEYS[replaced.value]);
}

/** Tells the reader which values from a shared link were unusable and got defaults instead. */
export function ReplacedValuesAlert({
  replaced,
  checkHint,
  onDismiss,
}: {
  replaced: readonly ReplacedValue[];
  checkHint: boolean;
  onDismiss: () => void;
}) {
  const t = useT('calculator');
  if (replaced.length === 0) return null;
  return (
    <div className="mt-4 print:hidden">
      <Alert tone="info">
        <p>
          {t('calculator.replacedValues', { names: replaced.map((value) => valueName(t, value)).join(', ') })}
          {checkHint ? ` ${t('calculator.checkInputs')}` : null}
        </p>
        <button type="button" className="mt-2 font-semibold underline" onClick={onDismiss}>
          {t('calculator.dismiss')}
        </button>
      </Alert>
    </div>
  );
}
