import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';

/** The names the link readers give unusable values ('salary', 'loan 2', …) in the active language. */
function valueName(t: Translate<'calculator'>, name: string): string {
  const loan = /^loan (\d+)$/.exec(name);
  if (loan) return t('calculator.replaced.loanN', { n: Number(loan[1]) });
  const after = /^loans after the first (\d+)$/.exec(name);
  if (after) return t('calculator.replaced.loansAfter', { n: Number(after[1]) });
  const known: Record<string, Parameters<typeof t>[0]> = {
    salary: 'calculator.replaced.salary',
    'salary growth': 'calculator.replaced.salaryGrowth',
    'family size': 'calculator.replaced.familySize',
    'start month': 'calculator.replaced.startMonth',
    career: 'calculator.replaced.career',
    'years of study': 'calculator.replaced.yearsOfStudy',
    grade: 'calculator.replaced.grade',
  };
  const key = Object.hasOwn(known, name) ? known[name] : undefined;
  return key ? t(key) : name;
}

/** Tells the reader which values from a shared link were unusable and got defaults instead. */
export function ReplacedValuesAlert({
  replaced,
  checkHint,
  onDismiss,
}: {
  replaced: readonly string[];
  checkHint: boolean;
  onDismiss: () => void;
}) {
  const t = useT('calculator');
  if (replaced.length === 0) return null;
  return (
    <div className="mt-4 print:hidden">
      <Alert tone="info">
        <p>
          {t('calculator.replacedValues', { names: replaced.map((name) => valueName(t, name)).join(', ') })}
          {checkHint ? ` ${t('calculator.checkInputs')}` : null}
        </p>
        <button type="button" className="mt-2 font-semibold underline" onClick={onDismiss}>
          {t('calculator.dismiss')}
        </button>
      </Alert>
    </div>
  );
}
