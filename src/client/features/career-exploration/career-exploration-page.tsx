import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CareerQuery } from '../../../domain/catalog/schemas';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ResultsPager } from '../../ui/results-pager';
import { usePageTitle } from '../../ui/use-page-title';
import { CognitiveAssessmentProvider } from '../assessment-state/cognitive-assessment-context';
import { useCareerSearch } from './api/use-career-search';
import { CareerCard } from './career-card';
import { ExploreFilters } from './explore-filters';
import { hasFilters, readExploreQuery, toSearchParams, withFilter, withoutFilters, type FilterKey } from './explore-query';
import { useGamesFit } from './use-games-fit';

const SKELETON_CARDS = 6;

/** /premium/career-exploration (signed in only): search and filter every career in the catalog. */
export function CareerExplorationPage() {
  return (
    <CognitiveAssessmentProvider>
      <CareerExploration />
    </CognitiveAssessmentProvider>
  );
}

function LoadingSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading careers…
      </p>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="h-64 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="mt-4 h-14 rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-4 h-20 rounded bg-slate-100 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a filter leaves out that a student might not expect, said next to the results. */
function filterNotes(query: CareerQuery): string[] {
  const notes: string[] = [];
  if (query.minPay !== undefined || query.maxPay !== undefined) notes.push('Careers whose median pay is not reported are left out of a pay range.');
  if (query.outlook && query.outlook !== 'not-reported') notes.push('Only careers with a reported projection are shown; most careers in the catalog have none yet.');
  if (query.education || query.jobZone !== undefined) notes.push('Careers whose education or job zone is not reported are left out of that filter.');
  return notes;
}

function CareerExploration() {
  usePageTitle('Explore careers');
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { query, ignored } = readExploreQuery(searchParams);
  const search = useCareerSearch(query);
  const { gamesDone, recommended } = useGamesFit();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResultsOnPage = useRef<number | null>(null);

  // After Previous/Next, put focus (and the view) at the top of the new page of results.
  useEffect(() => {
    if (focusResultsOnPage.current === query.page && !search.isPlaceholderData) {
      focusResultsOnPage.current = null;
      resultsHeading.current?.focus();
    }
  }, [query.page, search.isPlaceholderData]);

  const applyFilter = (key: FilterKey | 'sort', value: string) => setSearchParams(withFilter(query, key, value), { preventScrollReset: true });
  const clearFilters = () => setSearchParams(withoutFilters(query), { preventScrollReset: true });

  const data = search.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (page: number) => `?${toSearchParams({ ...query, page }).toString()}`;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const notes = filterNotes(query);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Premium assessment</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Explore careers</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Search every career in Waypoint&apos;s catalog and narrow it down by family, interests, pay, outlook and the education it takes. Pay is
        the national median from the Bureau of Labor Statistics; outlook is the projected 10-year change in jobs where BLS reports one.
      </p>
      <div className="mt-4 max-w-3xl">
        {gamesDone ? (
          <Alert tone="success">Careers that fit your cognitive games results carry a &quot;Recommended for you&quot; badge.</Alert>
        ) : (
          <Alert tone="info">
            Finish the three <Link to="/premium/games-assessment" className="font-semibold underline underline-offset-2">cognitive games</Link> to see
            which careers fit how you think.
          </Alert>
        )}
      </div>

      <div className="mt-8 space-y-6">
        <ExploreFilters query={query} onFilter={applyFilter} onClear={clearFilters} />
        {ignored.length > 0 ? <Alert tone="info">Part of this link was not a valid filter ({ignored.join(', ')}) and was ignored.</Alert> : null}

        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold">
            Results
          </h2>
          <p role="status" className="text-slate-700">
            {data
              ? data.total === 0
                ? 'No careers match.'
                : `${data.total} ${data.total === 1 ? 'career matches' : 'careers match'}${pageCount > 1 ? `; showing ${first} to ${last}` : ''}.`
              : null}
          </p>
        </div>
        {notes.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}

        {search.isError && !data ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
            <p className="font-semibold">The careers could not be loaded.</p>
            <p className="mt-1 text-sm">{search.error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <LoadingSkeleton />
        ) : data.total === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <p className="font-semibold">No career in the catalog matches {hasFilters(query) ? 'these filters' : 'yet'}.</p>
            <p className="mt-1 text-slate-700">Try fewer filters, a wider pay range or other words.</p>
            {hasFilters(query) ? (
              <Button variant="secondary" className="mt-3" onClick={clearFilters}>
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
            <ul
              aria-labelledby="results-heading"
              aria-busy={search.isPlaceholderData}
              className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.items.map((career) => (
                <li key={career.socCode}>
                  <CareerCard career={career} fit={recommended.get(career.socCode)} resultsSearch={location.search} />
                </li>
              ))}
            </ul>
            <ResultsPager page={data.page} pageCount={pageCount} pageLink={pageLink} onNavigate={(page) => (focusResultsOnPage.current = page)} />
          </>
        )}
      </div>
    </div>
  );
}
