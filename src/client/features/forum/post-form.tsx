import { useId, type ReactNode } from 'react';
import { BODY_MAX_LENGTH, FORUM_CATEGORIES, MAX_TAGS, TITLE_MAX_LENGTH, type CreatePost } from '@domain/forum/schemas';
import { EDIT_WINDOW_MINUTES } from '@domain/forum/policy';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { usePostSubmit, type FieldName, type PostDraft } from './use-post-submit';

export { EMPTY_DRAFT, type PostDraft } from './use-post-submit';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * New post and edit post. Validated with the server's schema before sending;
 * the server's field messages (and its 429/403 messages) show the same way.
 */
export function PostForm({
  draft,
  onDraftChange,
  onSubmit,
  submitLabel,
  submitArea,
}: {
  draft: PostDraft;
  onDraftChange: (draft: PostDraft) => void;
  onSubmit: (post: CreatePost) => Promise<void>;
  submitLabel: string;
  /** Replaces the submit button (e.g. "sign in to post" when signed out). */
  submitArea?: ReactNode;
}) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const { errors, formError, submitting, submit } = usePostSubmit(draft, onSubmit, id);
  const set = (name: FieldName, value: string) => onDraftChange({ ...draft, [name]: value });

  const errorFor = (name: FieldName) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const aria = (name: FieldName, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={id('title')} className="font-semibold text-slate-900">
          Title
        </label>
        <input
          id={id('title')}
          value={draft.title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => set('title', event.target.value)}
          className={fieldClass}
          {...aria('title')}
        />
        {errorFor('title')}
      </div>
      <div>
        <label htmlFor={id('category')} className="font-semibold text-slate-900">
          Category
        </label>
        <select
          id={id('category')}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          className={fieldClass}
          {...aria('category')}
        >
          <option value="">Choose a category</option>
          {FORUM_CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.label}
            </option>
          ))}
        </select>
        {errorFor('category')}
      </div>
      <div>
        <label htmlFor={id('tags')} className="font-semibold text-slate-900">
          Tags <span className="text-sm font-normal text-slate-600">(optional)</span>
        </label>
        <p id={id('tags-hint')} className="text-sm text-slate-600">
          Up to {MAX_TAGS}, separated by commas, e.g. “fafsa, community college”.
        </p>
        <input
          id={id('tags')}
          value={draft.tags}
          onChange={(event) => set('tags', event.target.value)}
          className={fieldClass}
          {...aria('tags', id('tags-hint'))}
        />
        {errorFor('tags')}
      </div>
      <div>
        <label htmlFor={id('body')} className="font-semibold text-slate-900">
          Your post
        </label>
        <p id={id('body-hint')} className="text-sm text-slate-600">
          Markdown works: **bold**, *italic*, lists and [links](https://studentaid.gov). Please don&apos;t share phone numbers, e-mail
          addresses or social media handles: posts with contact details wait for a moderator. You can edit for {EDIT_WINDOW_MINUTES} minutes
          after posting.
        </p>
        <textarea
          id={id('body')}
          value={draft.body}
          maxLength={BODY_MAX_LENGTH}
          rows={8}
          onChange={(event) => set('body', event.target.value)}
          className={fieldClass}
          {...aria('body', id('body-hint'))}
        />
        {errorFor('body')}
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      {submitArea ?? (
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Posting…' : submitLabel}
        </Button>
      )}
    </form>
  );
}
