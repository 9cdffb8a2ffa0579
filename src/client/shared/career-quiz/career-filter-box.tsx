import { useEffect, useId, useState } from 'react';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useSearchWords } from '@client/shared/lib/use-debounced';
import { useTitleMatches } from './api/use-title-matches';
import type { CareerFilter } from './career-list-filter';

/**
 * The filter box: it matches titles and O*NET alternate titles as career search does (GET /api/careers?q=),
 * so the alternate titles never ship to the page, and reports what the list should keep.
 */
export function CareerFilterBox({ onFilter }: { onFilter: (filter: CareerFilter) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const t = useT('career-quiz');
  const query = useSearchWords(text);
  const matches = useTitleMatches(query);
  const found = query && !matches.isError ? (matches.data ?? null) : null;
  useEffect(() => onFilter({ query, found }), [onFilter, query, found]);
  return (
    <div className="mt-4 max-w-md">
      <label htmlFor={id} className="block font-medium">
        {t('career-quiz.filterLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('career-quiz.filterPlaceholder')}
          aria-describedby={`${id}-status`}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2"
        />
        {text ? (
          <Button variant="secondary" onClick={() => setText('')}>
            {t('career-quiz.clear')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm text-slate-700">
        {query && matches.isFetching ? t('career-quiz.searching') : matches.isError ? t('career-quiz.searchError') : ''}
      </p>
    </div>
  );
}
