import { useId, type FormEvent } from 'react';
import type { ForumCategory, ForumSort } from '@domain/forum/schemas';
import { LOCALES } from '@domain/i18n/locales';
import { Button } from '@client/ui/button';
import type { PostFilters } from './api/forum-queries';
import { CATEGORY_KEYS, CATEGORY_SLUGS, LANGUAGE_KEYS, SORT_KEYS, SORT_VALUES } from './forum-messages';
import { useForumText } from './use-forum-text';

const selectClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base';

export type FilterChanges = Partial<Record<'category' | 'tag' | 'q' | 'sort' | 'language', string | undefined>>;

/** Search box, category, language and sort above the post list. */
export function ForumFilters({
  filters,
  search,
  setSearch,
  submitSearch,
  update,
}: {
  filters: PostFilters;
  search: string;
  setSearch: (text: string) => void;
  submitSearch: (event: FormEvent) => void;
  update: (changes: FilterChanges) => void;
}) {
  const ids = useId();
  const { t } = useForumText();
  return (
    <div className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5">
      <form role="search" onSubmit={submitSearch} className="sm:col-span-2">
        <label htmlFor={`${ids}-q`} className="font-semibold text-slate-900">
          {t('forum.searchPosts')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${ids}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
          <Button type="submit">{t('forum.search')}</Button>
        </div>
      </form>
      <div>
        <label htmlFor={`${ids}-category`} className="font-semibold text-slate-900">
          {t('forum.category')}
        </label>
        <select
          id={`${ids}-category`}
          value={filters.category ?? ''}
          onChange={(event) => update({ category: (event.target.value as ForumCategory) || undefined })}
          className={selectClass}
        >
          <option value="">{t('forum.allCategories')}</option>
          {CATEGORY_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {t(CATEGORY_KEYS[slug])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-language`} className="font-semibold text-slate-900">
          {t('forum.language')}
        </label>
        <select
          id={`${ids}-language`}
          value={filters.language ?? ''}
          onChange={(event) => update({ language: event.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{t('forum.allLanguages')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(LANGUAGE_KEYS[locale])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-sort`} className="font-semibold text-slate-900">
          {t('forum.sortBy')}
        </label>
        <select
          id={`${ids}-sort`}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as ForumSort })}
          className={selectClass}
        >
          {SORT_VALUES.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
