import { useId, type FormEvent } from 'react';
import type { ForumCategory, ForumSort } from '@domain/forum/schemas';
import { LOCALES } from '@domain/i18n/locales';
import { Button } from '@client/ui/button';
import { FilterSelect } from '@client/ui/filter-controls';
import type { PostFilters } from './api/forum-queries';
import { CATEGORY_KEYS, CATEGORY_SLUGS, LANGUAGE_KEYS, SORT_KEYS, SORT_VALUES } from './forum-messages';
import { useForumText } from './use-forum-text';

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
      <FilterSelect
        id={`${ids}-category`}
        label={t('forum.category')}
        anyLabel={t('forum.allCategories')}
        value={filters.category}
        options={CATEGORY_SLUGS.map((slug) => ({ value: slug, label: t(CATEGORY_KEYS[slug]) }))}
        onChange={(value) => update({ category: (value as ForumCategory) || undefined })}
      />
      <FilterSelect
        id={`${ids}-language`}
        label={t('forum.language')}
        anyLabel={t('forum.allLanguages')}
        value={filters.language}
        options={LOCALES.map((locale) => ({ value: locale, label: t(LANGUAGE_KEYS[locale]) }))}
        onChange={(value) => update({ language: value || undefined })}
      />
      <FilterSelect
        id={`${ids}-sort`}
        label={t('forum.sortBy')}
        anyLabel={null}
        value={filters.sort}
        options={SORT_VALUES.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
        onChange={(value) => update({ sort: value as ForumSort })}
      />
    </div>
  );
}
