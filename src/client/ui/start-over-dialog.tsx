import { useT } from '@client/shared/i18n/i18n-store';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A quiz's "Start over" asks first: it throws away every answer given so far. `note` adds what is kept. */
export function StartOverDialog({ answered, onConfirm, note = '' }: { answered: number; onConfirm: () => void; note?: string }) {
  const t = useT();
  const cleared = t('common.startOverBody', { count: answered });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={answered === 0}>
          {t('common.startOver')}
        </Button>
      }
      title={t('common.startOverTitle')}
      description={note ? `${cleared} ${note}` : cleared}
      cancelLabel={t('common.keepAnswers')}
      confirmLabel={t('common.startOver')}
      // After "Start over" the quiz focuses its first question; the trigger is disabled by then.
      onConfirm={onConfirm}
    />
  );
}
