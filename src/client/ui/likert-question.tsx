import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useFocusChoice } from './use-focus-choice';
import { useT } from '@client/shared/i18n/i18n-store';

export type LikertOption = { value: number; label: string };

type Props = {
  /** Render with key={itemId}, so each item starts with its own pending choice. */
  itemId: string;
  /** Asked before every item, e.g. "Would you like to…". */
  prompt: string;
  text: string;
  /** "Question 7 of 48", read before the text by screen readers. */
  position: string;
  /** How to answer, e.g. "Choose how much you would like doing this." (the keys 1-5 are mentioned after it). */
  hint: string;
  options: readonly LikertOption[];
  answer: number | undefined;
  /** A committed answer: the page saves it and moves on. */
  onAnswer: (value: number) => void;
  /** Focus the choices when the item appears (not on the first screen, where the page heading leads). */
  autoFocus: boolean;
  disabled?: boolean;
};

/**
 * One quiz item as a native radio group. Arrow keys only move the choice (as
 * radios do); a click or tap, Enter, Space or the keys 1-5 commit it, so
 * browsing the scale with the keyboard never skips a question by accident.
 */
export function LikertQuestion({ itemId, prompt, text, position, hint, options, answer, onAnswer, autoFocus, disabled = false }: Props) {
  const t = useT();
  const [pending, setPending] = useState<number | undefined>(answer);
  const groupRef = useFocusChoice(autoFocus);
  const selected = pending ?? answer;

  function commit(value: number) {
    if (disabled) return;
    setPending(value);
    onAnswer(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (disabled) return;
    const digit = Number(event.key);
    const byNumber = options.find((option) => option.value === digit);
    if (byNumber && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      commit(byNumber.value);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      const focused = event.target instanceof HTMLInputElement ? Number(event.target.value) : selected;
      if (focused !== undefined && Number.isFinite(focused)) {
        event.preventDefault();
        commit(focused);
      }
    }
  }

  function onClick(event: MouseEvent<HTMLInputElement>, value: number) {
    // detail is 0 for clicks the browser synthesises from arrow keys; only real pointer clicks commit here.
    if (event.detail > 0) commit(value);
  }

  return (
    <fieldset ref={groupRef} onKeyDown={onKeyDown} className="min-w-0" disabled={disabled} aria-describedby={`${itemId}-hint`}>
      <legend className="w-full text-2xl font-semibold leading-snug sm:text-3xl">
        <span className="sr-only">{position}: </span>
        <span className="mb-2 block text-sm font-semibold uppercase tracking-wide text-brand-800">{prompt}</span>
        {text}
      </legend>
      <p className="mt-2 text-sm text-slate-700" id={`${itemId}-hint`}>
        {hint} {t('common.keysWork')}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-lg font-medium transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 sm:flex-col sm:justify-center sm:text-center sm:text-base"
          >
            <input
              type="radio"
              name={`likert-${itemId}`}
              value={option.value}
              checked={selected === option.value}
              onChange={() => setPending(option.value)}
              onClick={(event) => onClick(event, option.value)}
              className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span>
              <span aria-hidden="true" className="mr-1 text-slate-500 sm:mr-0 sm:block sm:text-sm">
                {option.value}
              </span>
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
