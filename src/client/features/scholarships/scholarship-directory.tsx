import type { RefObject } from 'react';
import { Alert } from '@client/ui/alert';
import {
  NoResults,
  PastTheEnd,
  pageRange,
  ResultsLoadError,
  ResultsPager,
  ResultsSkeleton,
  resultsSummary,
  StaleResultsAlert,
  useFocusResultsOnPageChange,
} from '@client/ui/paged-results';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { useScholarshipSearch } from './api/use-scholarship-search';
import { DirectoryFilters } from './directory-filters';
import { hasFilters, readDirectoryQuery, toSearchParams, withFilter, type FilterKey } from './directory-query';
import { ScholarshipCard } from './scholarship-card';

/** Search, filters and results of GET /api/scholarships; every filter lives in the address bar. */
export function ScholarshipDirectory({ resultsHeadingRef }: { resultsHeadingRef: RefObject<HTMLHeadingElement | null> }) {
  const url = useUrlState(readDirectoryQuery, { preventScrollReset: true });
  const { query, ignored } = url.value;
  const search = useScholarshipSearch(query);
  const session = useSession();
  const focusResultsOnPage = useFocusResultsOnPageChange(query.page, search.isPlaceholderData, resultsHeadingRef);

  function applyFilter(key: FilterKey, value: string) {
    url.write(withFilter(query, key, value));
  }

  const data = search.data;
  const { pageCount } = pageRange(data);
  const pageLink = (page: number) => `?${toSearchParams({ ...query, page }).toString()}`;

  return (
    <div className="space-y-6">
      <DirectoryFilters query={query} onFilter={applyFilter} onClear={() => url.write(new URLSearchParams())} />
      {ignored.length > 0 ? (
        <Alert tone="info">Part of this link was not a valid filter ({ignored.join(', ')}) and was ignored.</Alert>
      ) : null}

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="results-heading" ref={resultsHeadingRef} tabIndex={-1} className="text-xl font-bold">
          Results
        </h3>
        <p role="status" className="text-slate-700">
          {data ? resultsSummary(data, ['scholarship matches', 'scholarships match'], 'No scholarships match.') : null}
        </p>
      </div>
      {query.minAmount !== undefined ? (
        <p className="text-sm text-slate-700">
          Awards whose amount varies or is &quot;full cost&quot; are not shown with a minimum amount, because we can't confirm they reach
          it.
        </p>
      ) : null}

      {search.isError && !data ? (
        <ResultsLoadError title="The scholarship list could not be loaded." onRetry={() => void search.refetch()} />
      ) : !data ? (
        <ResultsSkeleton label="Loading scholarships…" cards={4} listClassName="grid gap-4 md:grid-cols-2" cardClassName="h-72" />
      ) : data.total === 0 ? (
        <NoResults
          title={`No scholarships in this directory match ${hasFilters(query) ? 'these filters' : 'yet'}.`}
          onClear={hasFilters(query) ? () => url.write(new URLSearchParams()) : null}
        >
          Try fewer filters or other words. Remember that local scholarships from your school counselor, community groups and the colleges
          you apply to are not in this list, and often have fewer applicants.
        </NoResults>
      ) : data.items.length === 0 ? (
        <PastTheEnd lastPageLink={pageLink(pageCount)} pageCount={pageCount} />
      ) : (
        <>
          {search.isError ? <StaleResultsAlert onRetry={() => void search.refetch()} /> : null}
          <ul
            aria-labelledby="results-heading"
            aria-busy={search.isPlaceholderData}
            className={`grid gap-4 md:grid-cols-2 ${search.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((scholarship) => (
              <li key={scholarship.id}>
                <ScholarshipCard scholarship={scholarship} session={session} />
              </li>
            ))}
          </ul>
          <ResultsPager page={data.page} pageCount={pageCount} pageLink={pageLink} onNavigate={focusResultsOnPage} />
        </>
      )}
    </div>
  );
}
