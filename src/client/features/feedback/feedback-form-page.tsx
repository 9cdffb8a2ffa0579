import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Feedback } from '@domain/feedback/schemas';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { useSendFeedbackMutation } from './api/use-send-feedback-mutation';
import { FeedbackForm } from './feedback-form';
import { EMPTY_FORM, feedbackResolver, type FeedbackFormValues } from './feedback-form-values';
import { FeedbackThanks } from './feedback-thanks';
import { useThankYouCycle } from './use-thank-you-cycle';

/** /feedback-form: editing → submitting → thank-you for 3 seconds → a fresh form. */
export function FeedbackFormPage() {
  const t = useT('feedback');
  usePageTitle(t('feedback.pageTitle'));
  const ids = useId();
  const sendFeedback = useSendFeedbackMutation();

  const form = useForm<FeedbackFormValues, unknown, Feedback>({
    resolver: feedbackResolver,
    defaultValues: EMPTY_FORM,
    // Checked on submit, then as the answer is corrected. Not on blur: a message appearing as focus
    // leaves a field would move the Submit button out from under the pointer.
    mode: 'onSubmit',
  });
  const { reset } = form;
  const resetForm = useCallback(() => reset(EMPTY_FORM), [reset]);
  const { thanking, startThanking, headingRef, thanksRef } = useThankYouCycle(resetForm);

  const onSubmit = async (values: Feedback) => {
    try {
      await sendFeedback.mutateAsync(values);
    } catch {
      // A failed submission shows one alert, "Error submitting feedback. Please try again."
      // The form keeps every answer, so trying again needs no retyping.
      window.alert(t('feedback.errorAlert'));
      return;
    }
    startThanking();
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl">
        {t('feedback.heading')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('feedback.intro')}</p>

      {thanking ? <FeedbackThanks ref={thanksRef} /> : <FeedbackForm form={form} idPrefix={ids} onSubmit={onSubmit} />}
    </div>
  );
}
