import { Alert } from '@client/ui/alert';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { readSavedBudget } from '@client/shared/assessment-state/checked-local';

/** When the budget was last saved, or a notice that an old saved budget cannot be read. */
export function SavedBudgetNote() {
  const stored = useLocalValue('premiumFinancialExpectations');
  const saved = readSavedBudget(stored);
  const t = useT('premium-budget');
  const format = useFormatters();
  return saved ? (
    <p className="mt-3 text-sm text-slate-700">{t('premium-budget.lastSaved', { when: format.localDateTime(saved.savedAt) })}</p>
  ) : stored !== undefined ? (
    <div className="mt-4">
      <Alert tone="info">{t('premium-budget.unreadable')}</Alert>
    </div>
  ) : null;
}
