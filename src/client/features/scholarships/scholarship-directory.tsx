import { useEffect, useRef, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ResultsPager } from '../../ui/results-pager';
import { useSession } from '../auth/use-session';
import { useScholarshipSearch } from './api/use-scholarship-search';
import { DirectoryFilters } from './directory-filters';
import { hasFilters, readDirectoryQuery, toSearchParams, withFilter, type FilterKey } from './directory-query';
import { ScholarshipCard } from './scholarship-card';

const SKELETON_CARDS = 4;

function LoadingSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading scholarships…
      </p>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="h-72 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="mt-2 h-4 w-1/3 rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-6 h-16 rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-4 h-12 rounded bg-slate-100 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Search, filters and results of GET /api/scholarships; every filter lives in the address bar. */
export function ScholarshipDirectory({ resultsHeadingRef }: { resultsHeadingRef: RefObject<HTMLHeadingElement | null> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, ignored } = readDirectoryQuery(searchParams);
  const search = useScholarshipSearch(query);
  const session = useSession();
  const focusResultsOnPage = useRef<number | null>(null);

  // After Previous/Next, put focus (and the view) at the top of the new page of results.
  useEffect(() => {
    if (focusResultsOnPage.current === query.page && !search.isPlaceholderData) {
      focusResultsOnPage.current = null;
      resultsHeadingRef.current?.focus();
    }
  }, [query.page, search.isPlaceholderData, resultsHeadingRef]);

  function applyFilter(key: FilterKey, value: string) {
    setSearchParams(withFilter(query, key, value), { preventScrollReset: true });
  }

  const data = search.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (page: number) => `?${toSearchParams({ ...query, page }).toString()}`;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <div className="space-y-6">
      <DirectoryFilters query={query} onFilter={applyFilter} onClear={() => setSearchParams(new URLSearchParams(), { preventScrollReset: true })} />
      {ignored.length > 0 ? (
        <Alert tone="info">Part of this link was not a valid filter ({ignored.join(', ')}) and was ignored.</Alert>
      ) : null}

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="results-heading" ref={resultsHeadingRef} tabIndex={-1} className="text-xl font-bold">
          Results
        </h3>
        <p role="status" className="text-slate-700">
          {data
            ? data.total === 0
              ? 'No scholarships match.'
              : `${data.total} ${data.total === 1 ? 'scholarship matches' : 'scholarships match'}${pageCount > 1 ? `; showing ${first} to ${last}` : ''}.`
            : null}
        </p>
      </div>
      {query.minAmount !== undefined ? (
        <p className="text-sm text-slate-700">
          Awards whose amount varies or is &quot;full cost&quot; are not shown with a minimum amount, because we can't confirm they reach it.
        </p>
      ) : null}

      {search.isError && !data ? (
        <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">The scholarship list could not be loaded.</p>
          <p className="mt-1 text-sm">Check your connection, then try again.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <LoadingSkeleton />
      ) : data.total === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="font-semibold">No scholarships in this directory match {hasFilters(query) ? 'these filters' : 'yet'}.</p>
          <p className="mt-1 text-slate-700">
            Try fewer filters or other words. Remember that local scholarships from your school counselor, community groups and the
            colleges you apply to are not in this list, and often have fewer applicants.
          </p>
          {hasFilters(query) ? (
            <Button variant="secondary" className="mt-3" onClick={() => setSearchParams(new URLSearchParams(), { preventScrollReset: true })}>
              Clear search and filters
            </Button>
          ) : null}
        </div>
      ) : data.items.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="font-semibold">This page is past the end of the results.</p>
          <Link to={pageLink(pageCount)} preventScrollReset className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2">
            Go to the last page (page {pageCount})
          </Link>
        </div>
      ) : (
        <>
          {search.isError ? (
            <Alert>
              The latest results could not be loaded; showing the previous ones.{' '}
              <button type="button" className="font-semibold underline" onClick={() => void search.refetch()}>
                Try again
              </button>
            </Alert>
          ) : null}
          <ul aria-labelledby="results-heading" aria-busy={search.isPlaceholderData} className={`grid gap-4 md:grid-cols-2 ${search.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((scholarship) => (
              <li key={scholarship.id}>
                <ScholarshipCard scholarship={scholarship} session={session} />
              </li>
            ))}
          </ul>
          <ResultsPager page={data.page} pageCount={pageCount} pageLink={pageLink} onNavigate={(page) => (focusResultsOnPage.current = page)} />
        </>
      )}
    </div>
  );
}
