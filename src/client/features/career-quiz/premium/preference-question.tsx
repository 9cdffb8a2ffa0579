import { useId, useState, type FormEvent } from 'react';
import { RIASEC_AREAS, RIASEC_BLURBS, RIASEC_NAMES, type RiasecArea } from '@domain/catalog/schemas';
import { EDUCATION_PLAN_INFO, MINIMUM_PAY_CHOICES, OUTLOOK_PREFERENCE_LABELS, type PreferenceStep } from '@domain/career-quiz/career-quiz';
import {
  careerPreferencesSchema,
  EDUCATION_PLANS,
  OUTLOOK_PREFERENCES,
  type CareerPreferences,
} from '@domain/career-quiz/career-quiz-result';
import { Button } from '@client/ui/button';
import { formatUsd } from '@client/ui/format';
import { useFocusChoice } from '@client/ui/use-focus-choice';

type Choice = { value: string; label: string; detail?: string };

const NO_MINIMUM = 'none';

const QUESTIONS: Record<PreferenceStep, { title: string; hint: string; multiple: boolean; choices: readonly Choice[] }> = {
  minimumPay: {
    title: 'What is the least a full-time job should pay you each year?',
    hint: 'Careers whose median pay (BLS, May 2024) is below this are set aside. Pay varies by place and experience; the median is the middle of the range.',
    multiple: false,
    choices: MINIMUM_PAY_CHOICES.map((amount) =>
      amount === null ? { value: NO_MINIMUM, label: 'No minimum' } : { value: String(amount), label: `At least ${formatUsd(amount)}` },
    ),
  },
  education: {
    title: 'How much schooling after high school are you ready for?',
    hint: 'Careers that usually need more schooling than this (BLS typical entry-level education) are set aside.',
    multiple: false,
    choices: EDUCATION_PLANS.map((plan) => ({
      value: plan,
      label: EDUCATION_PLAN_INFO[plan].label,
      detail: EDUCATION_PLAN_INFO[plan].detail,
    })),
  },
  interestAreas: {
    title: 'Which kinds of work appeal to you?',
    hint: 'Pick any number, or none. Careers in the areas you pick (O*NET interest profiles) come first.',
    multiple: true,
    choices: RIASEC_AREAS.map((area) => ({ value: area, label: RIASEC_NAMES[area], detail: RIASEC_BLURBS[area] })),
  },
  outlook: {
    title: 'Does it matter to you that more jobs are expected in a career?',
    hint: 'BLS projects job growth for only some of our careers; where it is not reported, we say so instead of guessing.',
    multiple: false,
    choices: OUTLOOK_PREFERENCES.map((choice) => ({ value: choice, label: OUTLOOK_PREFERENCE_LABELS[choice] })),
  },
};

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

/** The form's choice as a preference, checked by the stored schema. */
function toPreference(preference: PreferenceStep, values: readonly string[]): Partial<CareerPreferences> | null {
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
  const question = QUESTIONS[preference];
  const [values, setValues] = useState<string[]>(() => selectedValues(preference, preferences));
  const [error, setError] = useState<string | null>(null);
  const groupRef = useFocusChoice(autoFocus);
  const id = useId();

  function toggle(value: string, checked: boolean) {
    setError(null);
    setValues((current) => (question.multiple ? (checked ? [...current, value] : current.filter((item) => item !== value)) : [value]));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!question.multiple && values.length === 0) {
      setError('Pick one answer to go on.');
      groupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const answer = toPreference(preference, values);
    if (answer === null) {
      setError('That answer is not one of the choices. Pick one of the choices.');
      return;
    }
    onAnswer(answer);
  }

  return (
    <form onSubmit={submit} noValidate>
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
