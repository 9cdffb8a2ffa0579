import type { Ref } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';

/** The thank-you screen shown for a few seconds after a submission (it takes focus). */
export function FeedbackThanks({ ref }: { ref: Ref<HTMLDivElement> }) {
  const t = useT('feedback');
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-8 rounded-xl border border-emerald-300 bg-emerald-50 p-8 text-center outline-none"
    >
      <p className="text-2xl font-bold text-emerald-900">{t('feedback.thanks')}</p>
      <p className="mt-2 text-emerald-900">{t('feedback.thanksDetail')}</p>
    </div>
  );
}
