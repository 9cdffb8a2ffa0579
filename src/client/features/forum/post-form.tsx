import { useId, type ReactNode } from 'react';
import { BODY_MAX_LENGTH, MAX_TAGS, TITLE_MAX_LENGTH, type CreatePost } from '@domain/forum/schemas';
import { LOCALES } from '@domain/i18n/locales';
import { useI18n } from '@client/shared/i18n/i18n-store';
import { EDIT_WINDOW_MINUTES } from '@domain/forum/policy';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { usePostSubmit, type FieldName, type PostDraft } from './use-post-submit';
import { CATEGORY_KEYS, CATEGORY_SLUGS, LANGUAGE_KEYS } from './forum-messages';
import { useForumText } from './use-forum-text';

export { EMPTY_DRAFT, type PostDraft } from './use-post-submit';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The post's language, the active language until the author picks another. */
function LanguageField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useForumText();
  const { locale } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t('forum.fieldLanguage')}
      </label>
      <select id={id} value={value || locale} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        {LOCALES.map((language) => (
          <option key={language} value={language}>
            {t(LANGUAGE_KEYS[language])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The category the post goes under; none is chosen until the author picks one. */
function CategoryField({
  id,
  value,
  onChange,
  fieldAria,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  fieldAria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  error: ReactNode;
}) {
  const { t } = useForumText();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t('forum.category')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass} {...fieldAria}>
        <option value="">{t('forum.chooseCategory')}</option>
        {CATEGORY_SLUGS.map((slug) => (
          <option key={slug} value={slug}>
            {t(CATEGORY_KEYS[slug])}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
}

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
  const { t } = useForumText();
  const { errors, formError, submitting, submit } = usePostSubmit(draft, onSubmit, id, t);
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
          {t('forum.fieldTitle')}
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
      <CategoryField
        id={id('category')}
        value={draft.category}
        onChange={(value) => set('category', value)}
        fieldAria={aria('category')}
        error={errorFor('category')}
      />
      <LanguageField id={id('language')} value={draft.language} onChange={(value) => set('language', value)} />
      <div>
        <label htmlFor={id('tags')} className="font-semibold text-slate-900">
          {t('forum.fieldTags')} <span className="text-sm font-normal text-slate-600">{t('forum.optional')}</span>
        </label>
        <p id={id('tags-hint')} className="text-sm text-slate-600">
          {t('forum.tagsHint', { max: MAX_TAGS })}
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
          {t('forum.fieldBody')}
        </label>
        <p id={id('body-hint')} className="text-sm text-slate-600">
          {t('forum.bodyHint', { minutes: EDIT_WINDOW_MINUTES })}
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
          {submitting ? t('forum.posting') : submitLabel}
        </Button>
      )}
    </form>
  );
}
