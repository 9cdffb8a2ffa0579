import { useDeferredValue, useState } from 'react';
import { Button } from '@client/ui/button';
import { useTitleMatches } from './api/use-title-matches';

/** A list's filter: the box's words, and once the server answered, each found career's matched everyday title. */
export type CareerFilter = { query: string; found: ReadonlyMap<string, string | null> | null };

/** The list's items the filter keeps, in the list's order (all of them while the box is empty or the answer is on its way). */
export function filterCareers<T>(items: readonly T[], socCode: (item: T) => string, filter: CareerFilter): readonly T[] {
  return filter.query && filter.found ? items.filter((item) => filter.found!.has(socCode(item))) : items;
}

/**
 * "Find a career in these results" (issue 18): a search box over a quiz's career list that matches titles and O*NET
 * alternate titles as career search does (GET /api/careers?q=), so the alternate titles never ship to the page.
 */
export function useCareerFilter(): { box: React.ReactNode; filter: CareerFilter } {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const matches = useTitleMatches(query);
  const box = (
    <div className="mt-4 max-w-md">
      <label htmlFor="career-filter" className="block font-medium">
        Find a career in these results
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="career-filter"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. coder, RN, lineman"
          aria-describedby="career-filter-status"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2"
        />
        {text ? (
          <Button variant="secondary" onClick={() => setText('')}>
            Clear
          </Button>
        ) : null}
      </div>
      <p id="career-filter-status" role="status" className="mt-1 text-sm text-slate-700">
        {query && matches.isFetching ? 'Searching…' : matches.isError ? 'We could not search just now. Please try again.' : ''}
      </p>
    </div>
  );
  return { box, filter: { query, found: query && !matches.isError ? (matches.data ?? null) : null } };
}

/** Under a career the filter found by an everyday title: which one. */
export function MatchedTitleLine({ filter, socCode }: { filter: CareerFilter; socCode: string }) {
  const title = filter.query ? filter.found?.get(socCode) : null;
  return title ? (
    <p className="mt-1 text-sm text-slate-700">
      Matches: <span className="font-medium text-slate-900">{title}</span> (everyday job title from O*NET 29.2)
    </p>
  ) : null;
}

/** When the filter keeps nothing. */
export function NoCareerMatches({ query }: { query: string }) {
  return <p className="mt-4 text-slate-700">No career in these results matches “{query}”.</p>;
}
