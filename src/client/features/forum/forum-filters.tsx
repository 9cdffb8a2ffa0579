import { useId, type FormEvent } from 'react';
import { FORUM_CATEGORIES, FORUM_SORTS, type ForumCategory, type ForumSort } from '@domain/forum/schemas';
import { Button } from '@client/ui/button';
import type { PostFilters } from './api/forum-queries';

const selectClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base';

export type FilterChanges = Partial<Record<'category' | 'tag' | 'q' | 'sort', string | undefined>>;

/** Search box, category and sort above the post list. */
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
  return (
    <div className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <form role="search" onSubmit={submitSearch} className="sm:col-span-2">
        <label htmlFor={`${ids}-q`} className="font-semibold text-slate-900">
          Search posts
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${ids}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <div>
        <label htmlFor={`${ids}-category`} className="font-semibold text-slate-900">
          Category
        </label>
        <select
          id={`${ids}-category`}
          value={filters.category ?? ''}
          onChange={(event) => update({ category: (event.target.value as ForumCategory) || undefined })}
          className={selectClass}
        >
          <option value="">All categories</option>
          {FORUM_CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-sort`} className="font-semibold text-slate-900">
          Sort by
        </label>
        <select
          id={`${ids}-sort`}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as ForumSort })}
          className={selectClass}
        >
          {FORUM_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
