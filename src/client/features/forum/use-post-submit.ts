import { useState, type FormEvent } from 'react';
import { createPostSchema, parseTagInput, type CreatePost } from '@domain/forum/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { apiFieldErrors, errorText, fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';

/** What the form holds while typing; tags are one comma-separated field. */
export interface PostDraft {
  title: string;
  category: string;
  tags: string;
  body: string;
  /** The post's language; empty means the active language (the server's default). */
  language: string;
}

export const EMPTY_DRAFT: PostDraft = { title: '', category: '', tags: '', body: '', language: '' };

export type FieldName = 'title' | 'category' | 'tags' | 'body' | 'language';
export type FieldErrors = Partial<Record<FieldName, string>>;

function fieldOf(path: string): FieldName | null {
  const head = path.split('.')[0];
  return head === 'title' || head === 'category' || head === 'tags' || head === 'body' || head === 'language' ? head : null;
}

/** The first message for each form field, from the schema's issues or the server's field messages alike. */
function firstErrorPerField(messages: Iterable<readonly [path: string, message: string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of messages) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/**
 * Checks a draft with the server's schema, then sends it: field errors, the form-wide error and
 * the pending flag, with focus moved to the first invalid field.
 */
export function usePostSubmit(
  draft: PostDraft,
  onSubmit: (post: CreatePost) => Promise<void>,
  fieldId: (name: string) => string,
  t: Translate<'forum'>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createPostSchema.safeParse({
      title: draft.title,
      category: draft.category || undefined,
      tags: parseTagInput(draft.tags),
      body: draft.body,
      language: draft.language || undefined,
    });
    if (!parsed.success) {
      const next = firstErrorPerField(
        parsed.error.issues.map((issue): [string, string] => [issue.path.join('.'), fieldErrorText(t, issue.message)]),
      );
      setErrors(next);
      document.getElementById(fieldId(Object.keys(next)[0] ?? 'title'))?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(firstErrorPerField(Object.entries(apiFieldErrors(t, error))));
        setFormError(errorText(t, error));
      } else {
        setFormError(t('forum.sendPostFailed'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, formError, submitting, submit };
}
