import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';

/** "Start over" asks first: it clears every game result (reset makes a new assessment). */
export function ResetAssessmentDialog({ played, onConfirm }: { played: number; onConfirm: () => void }) {
  const t = useT('cognitive');
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('cognitive.resetTrigger')}</Button>}
      title={t('cognitive.resetTitle')}
      description={t('cognitive.resetDescription', { count: played })}
      cancelLabel={t('cognitive.resetCancel')}
      confirmLabel={t('cognitive.resetConfirm')}
      onConfirm={onConfirm}
    />
  );
}
