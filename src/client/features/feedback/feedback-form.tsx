import { useWatch, type UseFormReturn } from 'react-hook-form';
import { hasRequiredFeedbackFields, type Feedback } from '@domain/feedback/schemas';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { AnswerFields } from './answer-fields';
import { EmailField } from './email-field';
import type { FeedbackFormValues } from './feedback-form-values';
import { fieldHelp } from './field-help';
import { RatingField } from './rating-field';
import { UsefulnessField } from './usefulness-field';
import { WillingnessField } from './willingness-field';

/** The feedback fields and Submit, disabled until every required answer is given. */
export function FeedbackForm({
  form,
  idPrefix,
  onSubmit,
}: {
  form: UseFormReturn<FeedbackFormValues, unknown, Feedback>;
  idPrefix: string;
  onSubmit: (values: Feedback) => Promise<void>;
}) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useWatch({ control });
  const ready = hasRequiredFeedbackFields(draft);
  const willingness = draft.willingness_to_pay ?? 0;
  const t = useT('feedback');
  const help = fieldHelp(idPrefix, errors, t);

  return (
    <form
      aria-label={t('feedback.formLabel')}
      className="mt-8 space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <RatingField control={control} help={help} />
      <UsefulnessField control={control} help={help} />
      <AnswerFields register={register} help={help} />
      <WillingnessField willingness={willingness} register={register} help={help} />
      <EmailField register={register} help={help} />

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={!ready || isSubmitting}
          aria-describedby={ready ? undefined : help.id('submit-hint')}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
        {ready ? null : (
          <p id={help.id('submit-hint')} className="text-sm text-slate-600">
            {t('feedback.submitHint')}
          </p>
        )}
      </div>
    </form>
  );
}
