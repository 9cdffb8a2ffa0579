import { useT } from '@client/shared/i18n/i18n-store';

/** The dot beside "Feedback" once the assessment is done and no feedback was sent; screen readers hear why it is there. */
export function FeedbackAttention({ dotClassName }: { dotClassName: string }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full bg-amber-500 ${dotClassName}`} />
      <span className="sr-only">{t('shell.feedbackAttention')}</span>
    </>
  );
}
