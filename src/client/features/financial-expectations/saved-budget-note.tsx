import { readStoredBudget } from '@domain/finance/stored-budget';
import { Alert } from '@client/ui/alert';
import { formatLocalDateTime } from '@client/ui/format';
import { useLocalValue } from '@client/shared/assessment-state/local-store';

/** When the budget was last saved, or a notice that an old saved budget cannot be read. */
export function SavedBudgetNote() {
  const stored = useLocalValue('premiumFinancialExpectations');
  const saved = readStoredBudget(stored);
  return saved ? (
    <p className="mt-3 text-sm text-slate-700">Last saved {formatLocalDateTime(saved.savedAt)}. Changes are kept only when you save.</p>
  ) : stored !== undefined ? (
    <div className="mt-4">
      <Alert tone="info">
        An earlier version of Waypoint saved your budget in a form we can no longer read. Build it again below and save.
      </Alert>
    </div>
  ) : null;
}
