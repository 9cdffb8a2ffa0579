import type { Ref } from 'react';

/** The thank-you screen shown for a few seconds after a submission (it takes focus). */
export function FeedbackThanks({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-8 rounded-xl border border-emerald-300 bg-emerald-50 p-8 text-center outline-none"
    >
      <p className="text-2xl font-bold text-emerald-900">Thank you for your feedback!</p>
      <p className="mt-2 text-emerald-900">We&apos;ve received it. The form will be ready again in a moment.</p>
    </div>
  );
}
