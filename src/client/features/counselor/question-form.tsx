import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { COUNSELOR_QUESTION_MAX } from '@domain/counselor/schemas';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

type QuestionFormProps = {
  draft: string;
  draftError: string | null;
  busy: boolean;
  onDraft: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onStop: () => void;
};

/** The question box, with Send, or Stop while an answer streams in. */
export function QuestionForm({ draft, draftError, busy, onDraft, onSubmit, onKeyDown, onStop }: QuestionFormProps) {
  const t = useT('counselor');
  const format = useFormatters();
  const inputId = useId();
  const hintId = useId();
  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 p-4" noValidate>
      <label htmlFor={inputId} className="font-semibold">
        {t('counselor.yourQuestion')}
      </label>
      <textarea
        id={inputId}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={COUNSELOR_QUESTION_MAX}
        aria-describedby={hintId}
        aria-invalid={draftError ? true : undefined}
        placeholder={t('counselor.placeholder')}
        className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className={`text-sm ${draftError ? 'font-medium text-red-800' : 'text-slate-600'}`}>
          {draftError ?? t('counselor.hint', { count: draft.length, max: format.count(COUNSELOR_QUESTION_MAX) })}
        </p>
        {busy ? (
          <Button variant="secondary" onClick={onStop}>
            {t('counselor.stop')}
          </Button>
        ) : (
          <Button type="submit">{t('counselor.send')}</Button>
        )}
      </div>
    </form>
  );
}
