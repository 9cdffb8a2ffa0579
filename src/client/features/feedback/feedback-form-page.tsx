import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { FEEDBACK_THANK_YOU_MS, ratingLabel, RATING_LABELS, usefulnessLabel, willingnessToPayLabel } from '@domain/feedback/labels';
import {
  ANSWER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FEEDBACK_CATEGORIES,
  feedbackInputSchema,
  hasRequiredFeedbackFields,
  MAX_USEFULNESS,
  MAX_WILLINGNESS_TO_PAY,
  MESSAGE_MAX_LENGTH,
  MIN_WILLINGNESS_TO_PAY,
  type Feedback,
} from '@domain/feedback/schemas';
import { api, readJson } from '@client/shared/lib/api-client';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { readLocal, writeLocal } from '@client/shared/assessment-state/local-store';
import { trackEvent } from '@client/shared/lib/analytics';

/** Spec 8: the one message a failed submission shows. */
export const FEEDBACK_ERROR_ALERT = 'Error submitting feedback. Please try again.';

// The device keeps a copy of what was sent (spec 3); the newest entries are enough for that.
const LOCAL_FEEDBACK_LIMIT = 50;

/** What the form holds while editing: choices start empty, which the schema (rightly) rejects. */
interface FeedbackFormValues {
  rating: number | null;
  usefulness: number | null;
  category: string;
  message: string;
  currentTools: string;
  featureRequests: string;
  willingness_to_pay: number;
  email: string;
}

const EMPTY_FORM: FeedbackFormValues = {
  rating: null,
  usefulness: null,
  category: '',
  message: '',
  currentTools: '',
  featureRequests: '',
  willingness_to_pay: 0,
  email: '',
};

// The shared schema parses the form; its input type is the finished payload, so the empty start needs this cast.
const feedbackResolver = zodResolver(feedbackInputSchema) as unknown as Resolver<FeedbackFormValues, unknown, Feedback>;

const USEFULNESS_SCALE = Array.from({ length: MAX_USEFULNESS }, (_, index) => index + 1);

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const labelClass = 'font-semibold text-slate-900';
const requiredMark = <span className="text-sm font-normal text-slate-600"> (required)</span>;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-9 w-9 ${filled ? 'fill-amber-400 stroke-amber-600' : 'fill-white stroke-slate-500'}`} strokeWidth="1.5">
      <path
        strokeLinejoin="round"
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z"
      />
    </svg>
  );
}

/** /feedback-form (spec 2, 4, 5): editing → submitting → thank-you for 3 seconds → a fresh form. */
export function FeedbackFormPage() {
  usePageTitle('Feedback');
  const [thanking, setThanking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues, unknown, Feedback>({
    resolver: feedbackResolver,
    defaultValues: EMPTY_FORM,
    // Checked on submit, then as the answer is corrected. Not on blur: a message appearing as focus
    // leaves a field would move the Submit button out from under the pointer.
    mode: 'onSubmit',
  });
  const draft = useWatch({ control });
  const ready = hasRequiredFeedbackFields(draft);
  const willingness = draft.willingness_to_pay ?? 0;

  useEffect(() => {
    if (!thanking) return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      reset(EMPTY_FORM);
      setThanking(false);
    }, FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanking, reset]);

  // Back from the thank-you screen: start again at the top.
  const wasThanking = useRef(false);
  useEffect(() => {
    if (wasThanking.current && !thanking) headingRef.current?.focus();
    wasThanking.current = thanking;
  }, [thanking]);

  const onSubmit = async (values: Feedback) => {
    let receipt: { id: string; timestamp: string };
    try {
      receipt = await readJson<{ id: string; timestamp: string }>(api.feedback.$post({ json: values }));
    } catch {
      // Spec 8. The form keeps every answer, so trying again needs no retyping.
      window.alert(FEEDBACK_ERROR_ALERT);
      return;
    }
    const sent = { ...values, id: receipt.id, timestamp: receipt.timestamp };
    writeLocal('userFeedback', [...(readLocal('userFeedback') ?? []), sent].slice(-LOCAL_FEEDBACK_LIMIT));
    trackEvent('feedback_sent');
    // Someone who has given feedback is not invited to give it again (spec 4: the flag is stored on submit).
    writeLocal('feedbackPopupShown', true);
    setThanking(true);
  };

  const errorText = (name: keyof FeedbackFormValues) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm font-medium text-red-800">
        {message}
      </p>
    ) : null;
  };
  const describedBy = (name: keyof FeedbackFormValues, hint?: string) =>
    [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl">
        Share your feedback
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        Waypoint is in beta. Tell us what works, what doesn&apos;t and what you would like next: every answer is read.
      </p>

      {thanking ? (
        <div
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          className="mt-8 rounded-xl border border-emerald-300 bg-emerald-50 p-8 text-center outline-none"
        >
          <p className="text-2xl font-bold text-emerald-900">Thank you for your feedback!</p>
          <p className="mt-2 text-emerald-900">We&apos;ve received it. The form will be ready again in a moment.</p>
        </div>
      ) : (
        <form
          aria-label="Feedback"
          className="mt-8 space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
        >
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <fieldset aria-describedby={describedBy('rating')}>
                <legend className={labelClass}>Overall rating{requiredMark}</legend>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <div className="flex">
                    {RATING_LABELS.map((label, index) => {
                      const stars = index + 1;
                      return (
                        <label key={label} className="relative cursor-pointer">
                          <input
                            type="radio"
                            name={field.name}
                            value={stars}
                            checked={field.value === stars}
                            onChange={() => field.onChange(stars)}
                            onBlur={field.onBlur}
                            ref={stars === 1 ? field.ref : undefined}
                            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${label}`}
                            className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
                          />
                          <span className="flex h-11 w-11 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                            <StarIcon filled={field.value !== null && stars <= field.value} />
                          </span>
                        </label>
                      );
                    })}
                  </div>
                  <span aria-hidden="true" className="min-w-24 font-semibold text-slate-800">
                    {field.value ? ratingLabel(field.value) : 'Choose 1 to 5 stars'}
                  </span>
                </div>
                {errorText('rating')}
              </fieldset>
            )}
          />

          <Controller
            control={control}
            name="usefulness"
            render={({ field }) => (
              <fieldset aria-describedby={describedBy('usefulness', id('usefulness-hint'))}>
                <legend className={labelClass}>How useful is Waypoint to you?{requiredMark}</legend>
                <p id={id('usefulness-hint')} className="text-sm text-slate-600">
                  1 is not useful at all, 10 is extremely useful.
                </p>
                <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
                  {USEFULNESS_SCALE.map((score) => (
                    <label key={score} className="relative cursor-pointer">
                      <input
                        type="radio"
                        name={field.name}
                        value={score}
                        checked={field.value === score}
                        onChange={() => field.onChange(score)}
                        onBlur={field.onBlur}
                        ref={score === 1 ? field.ref : undefined}
                        aria-label={`${score}: ${usefulnessLabel(score)}`}
                        className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
                      />
                      <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-400 font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-slate-100 peer-checked:hover:bg-brand-800">
                        {score}
                      </span>
                    </label>
                  ))}
                </div>
                <p aria-hidden="true" className="mt-2 font-semibold text-slate-800">
                  {field.value ? `${field.value} – ${usefulnessLabel(field.value)}` : ' '}
                </p>
                {errorText('usefulness')}
              </fieldset>
            )}
          />

          <div>
            <label htmlFor={id('category')} className={labelClass}>
              Category{requiredMark}
            </label>
            <select
              id={id('category')}
              className={`${fieldClass} min-h-11`}
              aria-invalid={Boolean(errors.category)}
              aria-describedby={describedBy('category')}
              {...register('category')}
            >
              <option value="">Choose a category</option>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            {errorText('category')}
          </div>

          <div>
            <label htmlFor={id('message')} className={labelClass}>
              Your feedback{requiredMark}
            </label>
            <textarea
              id={id('message')}
              rows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              className={fieldClass}
              aria-invalid={Boolean(errors.message)}
              aria-describedby={describedBy('message')}
              {...register('message')}
            />
            {errorText('message')}
          </div>

          <div>
            <label htmlFor={id('currentTools')} className={labelClass}>
              Which tools or people do you use now for career and college planning?{requiredMark}
            </label>
            <textarea
              id={id('currentTools')}
              rows={2}
              maxLength={ANSWER_MAX_LENGTH}
              className={fieldClass}
              aria-invalid={Boolean(errors.currentTools)}
              aria-describedby={describedBy('currentTools')}
              {...register('currentTools')}
            />
            {errorText('currentTools')}
          </div>

          <div>
            <label htmlFor={id('featureRequests')} className={labelClass}>
              Which features would you like us to add?{requiredMark}
            </label>
            <textarea
              id={id('featureRequests')}
              rows={2}
              maxLength={ANSWER_MAX_LENGTH}
              className={fieldClass}
              aria-invalid={Boolean(errors.featureRequests)}
              aria-describedby={describedBy('featureRequests')}
              {...register('featureRequests')}
            />
            {errorText('featureRequests')}
          </div>

          <div>
            <label htmlFor={id('willingness')} className={labelClass}>
              What would you pay for Waypoint each month?
            </label>
            <p className="mt-1 text-lg font-semibold text-slate-900" aria-hidden="true">
              ${willingness}/month · {willingnessToPayLabel(willingness)}
            </p>
            <input
              id={id('willingness')}
              type="range"
              min={MIN_WILLINGNESS_TO_PAY}
              max={MAX_WILLINGNESS_TO_PAY}
              step={1}
              aria-valuetext={`$${willingness} a month: ${willingnessToPayLabel(willingness)}`}
              aria-describedby={describedBy('willingness_to_pay')}
              className="mt-2 h-11 w-full cursor-pointer accent-brand-700"
              {...register('willingness_to_pay', { valueAsNumber: true })}
            />
            <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
              <span>$0</span>
              <span>$50</span>
            </div>
            {errorText('willingness_to_pay')}
          </div>

          <div>
            <label htmlFor={id('email')} className={labelClass}>
              Email <span className="text-sm font-normal text-slate-600">(optional)</span>
            </label>
            <p id={id('email-hint')} className="text-sm text-slate-600">
              Only if you would like us to reply.
            </p>
            <input
              id={id('email')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              className={`${fieldClass} min-h-11`}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy('email', id('email-hint'))}
              {...register('email')}
            />
            {errorText('email')}
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!ready || isSubmitting} aria-describedby={ready ? undefined : id('submit-hint')} className="w-full sm:w-auto">
              {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
            </Button>
            {ready ? null : (
              <p id={id('submit-hint')} className="text-sm text-slate-600">
                Fill in every field marked required to submit.
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
