import { useId, useRef, useState, type FormEvent } from 'react';
import { RIASEC_AREAS, type RiasecArea } from '@domain/catalog/catalog-values';
import { MINIMUM_PAY_CHOICES, type PreferenceStep } from '@domain/career-quiz/career-quiz';
import { EDUCATION_PLANS, OUTLOOK_PREFERENCES } from '@domain/career-quiz/career-quiz-values';
import type { CareerPreferences } from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { Formatters } from '@client/ui/format';
import { areaBlurb, areaName, outlookLabel, planDetail, planLabel } from '@client/shared/career-quiz/quiz-texts';
import { useFocusChoice } from '@client/ui/use-focus-choice';

type Choice = { value: string; label: string; detail?: string };

const NO_MINIMUM = 'none';

type Question = { title: string; hint: string; multiple: boolean; choices: readonly Choice[] };

/** The four preference questions in the active language. */
function questions(t: Translate<'career-quiz'>, format: Formatters): Record<PreferenceStep, Question> {
  return {
    minimumPay: {
      title: t('career-quiz.prefPayTitle'),
      hint: t('career-quiz.prefPayHint'),
      multiple: false,
      choices: MINIMUM_PAY_CHOICES.map((amount) =>
        amount === null
          ? { value: NO_MINIMUM, label: t('career-quiz.noMinimum') }
          : { value: String(amount), label: t('career-quiz.atLeast', { amount: format.usd(amount) }) },
      ),
    },
    education: {
      title: t('career-quiz.prefEducationTitle'),
      hint: t('career-quiz.prefEducationHint'),
      multiple: false,
      choices: EDUCATION_PLANS.map((plan) => ({ value: plan, label: planLabel(t, plan), detail: planDetail(t, plan) })),
    },
    interestAreas: {
      title: t('career-quiz.prefAreasTitle'),
      hint: t('career-quiz.prefAreasHint'),
      multiple: true,
      choices: RIASEC_AREAS.map((area) => ({ value: area, label: areaName(t, area), detail: areaBlurb(t, area) })),
    },
    outlook: {
      title: t('career-quiz.prefOutlookTitle'),
      hint: t('career-quiz.prefOutlookHint'),
      multiple: false,
      choices: OUTLOOK_PREFERENCES.map((choice) => ({ value: choice, label: outlookLabel(t, choice) })),
    },
  };
}

function selectedValues(preference: PreferenceStep, preferences: Partial<CareerPreferences>): string[] {
  switch (preference) {
    case 'minimumPay':
      return preferences.minimumPay === undefined ? [] : [preferences.minimumPay === null ? NO_MINIMUM : String(preferences.minimumPay)];
    case 'interestAreas':
      return [...(preferences.interestAreas ?? [])];
    default: {
      const value = preferences[preference];
      return value === undefined ? [] : [value];
    }
  }
}

/**
 * The form's choice as a preference, checked by the stored schema. The schema loads on the first answer
 * (the quiz has stored its progress by then, which loads the same module), not with the page.
 */
async function toPreference(preference: PreferenceStep, values: readonly string[]): Promise<Partial<CareerPreferences> | null> {
  const { careerPreferencesSchema } = await import('@domain/career-quiz/career-quiz-result');
  const candidate =
    preference === 'minimumPay'
      ? { minimumPay: values[0] === NO_MINIMUM ? null : Number(values[0]) }
      : preference === 'interestAreas'
        ? { interestAreas: RIASEC_AREAS.filter((area: RiasecArea) => values.includes(area)) }
        : { [preference]: values[0] };
  const parsed = careerPreferencesSchema.shape[preference].safeParse(candidate[preference as keyof typeof candidate]);
  return parsed.success ? { [preference]: parsed.data } : null;
}

type Props = {
  preference: PreferenceStep;
  /** "Question 19 of 22", read before the question by screen readers. */
  position: string;
  preferences: Partial<CareerPreferences>;
  onAnswer: (answer: Partial<CareerPreferences>) => void;
  autoFocus: boolean;
  submitLabel: string;
};

/** One preference per screen: radios (or checkboxes for interest areas) and a Next button; Enter on a choice submits too. */
export function PreferenceQuestion({ preference, position, preferences, onAnswer, autoFocus, submitLabel }: Props) {
  const t = useT('career-quiz');
  const format = useFormatters();
  const question = questions(t, format)[preference];
  const [values, setValues] = useState<string[]>(() => selectedValues(preference, preferences));
  const [error, setError] = useState<string | null>(null);
  const groupRef = useFocusChoice(autoFocus);
  const id = useId();

  function toggle(value: string, checked: boolean) {
    setError(null);
    setValues((current) => (question.multiple ? (checked ? [...current, value] : current.filter((item) => item !== value)) : [value]));
  }

  const answering = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!question.multiple && values.length === 0) {
      setError(t('career-quiz.pickOne'));
      groupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    // While the schema loads on the first answer, a second press must not answer twice.
    if (answering.current) return;
    let answer: Partial<CareerPreferences> | null;
    answering.current = true;
    try {
      answer = await toPreference(preference, values);
    } catch {
      setError(t('common.checkConnection'));
      return;
    } finally {
      answering.current = false;
    }
    if (answer === null) {
      setError(t('career-quiz.notAChoice'));
      return;
    }
    onAnswer(answer);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset ref={groupRef} className="min-w-0" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
        <legend className="w-full text-2xl leading-snug font-semibold sm:text-3xl">
          <span className="sr-only">{position}: </span>
          {question.title}
        </legend>
        <p className="mt-2 text-sm text-slate-700" id={`${id}-hint`}>
          {question.hint}
        </p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {question.choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`${id}-${preference}`}
                value={choice.value}
                checked={values.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                onKeyDown={(event) => {
                  // Browsers differ on whether Enter in a radio or checkbox submits its form: do it once, here.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span>
                <span className="block text-lg font-medium">{choice.label}</span>
                {choice.detail ? <span className="block text-sm text-slate-700">{choice.detail}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-4 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
