import { useId, useState, type FormEvent } from 'react';
import { REPLY_MAX_LENGTH, replySchema, type ReplyInput } from '@domain/forum/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { fieldClass } from './post-form';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { useForumText } from './use-forum-text';

/** Writing or editing a reply; validated with the server's schema, server messages (limits, holds) shown in place. */
export function ReplyForm({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (reply: ReplyInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const ids = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useForumText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = replySchema.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? t('forum.error.reply'));
      document.getElementById(`${ids}-body`)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
      setBody('');
    } catch (failure) {
      setError(failure instanceof ApiError ? errorText(t, failure) : t('forum.sendReplyFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label htmlFor={`${ids}-body`} className="font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={`${ids}-body`}
        value={body}
        rows={4}
        maxLength={REPLY_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        className={fieldClass}
      />
      {error ? (
        <div id={`${ids}-error`}>
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('forum.sending') : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('forum.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
