import { Link } from '@client/shared/routing';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** Save (submits the form by id), Start over (after a confirmation) and the links on. */
export function BudgetActions({ formId, saving, onStartOver }: { formId: string; saving: boolean; onStartOver: () => void }) {
  const t = useT('premium-budget');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:col-start-1 lg:row-start-2">
      <Button type="submit" form={formId} disabled={saving} className="px-6">
        {t('premium-budget.save')}
      </Button>
      <ConfirmDialog
        trigger={<Button variant="secondary">{t('premium-budget.startOver')}</Button>}
        title={t('premium-budget.startOverTitle')}
        description={t('premium-budget.startOverDescription')}
        cancelLabel={t('premium-budget.keepChanges')}
        confirmLabel={t('premium-budget.startOver')}
        onConfirm={onStartOver}
      />
      <Link to="/premium/outcomes" className={`inline-flex min-h-11 items-center ${linkClass}`}>
        {t('premium-budget.toOutcomes')}
      </Link>
      <Link to="/premium/journey" className={`inline-flex min-h-11 items-center ${linkClass}`}>
        {t('premium-budget.toJourney')}
      </Link>
    </div>
  );
}
