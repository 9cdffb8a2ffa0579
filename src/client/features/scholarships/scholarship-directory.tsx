import type { RefObject } from 'react';
import { Alert } from '@client/ui/alert';
import { NoResults, PagedResults, resultsSummary, type PageOfResults, useFocusResultsOnPageChange } from '@client/ui/paged-results';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { useSession } from '@client/shared/session/use-session';
import { useScholarshipSearch } from './api/use-scholarship-search';
import { DirectoryFilters } from './directory-filters';
import { hasFilters, readDirectoryQuery, toSearchParams, withFilter, type FilterKey } from './directory-query';
import { ScholarshipCard } from './scholarship-card';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';

/** "12 scholarships match; showing 1 to 10." */
const summary = (t: Translate<'scholarships'>, data: PageOfResults) =>
  resultsSummary(t, data, { none: 'scholarships.summaryNone', all: 'scholarships.summary', paged: 'scholarships.summaryPaged' });

/** Search, filters and results of GET /api/scholarships; every filter lives in the address bar. */
export function ScholarshipDirectory({ resultsHeadingRef }: { resultsHeadingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT('scholarships');
  const url = useUrlState(readDirectoryQuery, { preventScrollReset: true });
  const { query, ignored } = url.value;
  const search = useScholarshipSearch(query);
  const session = useSession();
  const focusResultsOnPage = useFocusResultsOnPageChange(query.page, search.isPlaceholderData, resultsHeadingRef);

  function applyFilter(key: FilterKey, value: string) {
    url.write(withFilter(query, key, value));
  }

  const data = search.data;
  const pageLink = (page: number) => `?${toSearchParams({ ...query, page }).toString()}`;

  return (
    <div className="space-y-6">
      <DirectoryFilters query={query} onFilter={applyFilter} onClear={() => url.write(new URLSearchParams())} />
      {ignored.length > 0 ? <Alert tone="info">{t('scholarships.ignored', { keys: ignored.join(', ') })}</Alert> : null}

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="results-heading" ref={resultsHeadingRef} tabIndex={-1} className="text-xl font-bold">
          {t('scholarships.results')}
        </h3>
        <p role="status" className="text-slate-700">
          {data ? summary(t, data) : null}
        </p>
      </div>
      {query.minAmount !== undefined ? <p className="text-sm text-slate-700">{t('scholarships.minAmountNote')}</p> : null}

      <PagedResults
        search={search}
        headingId="results-heading"
        loadErrorTitle={t('scholarships.loadError')}
        loading={{ label: t('scholarships.loading'), cards: 4, cardClassName: 'h-72' }}
        listClassName="grid gap-4 md:grid-cols-2"
        empty={
          <NoResults
            title={hasFilters(query) ? t('scholarships.noneFiltered') : t('scholarships.noneYet')}
            onClear={hasFilters(query) ? () => url.write(new URLSearchParams()) : null}
          >
            {t('scholarships.noneHelp')}
          </NoResults>
        }
        pageLink={pageLink}
        onNavigate={focusResultsOnPage}
        itemKey={(scholarship) => scholarship.id}
      >
        {(scholarship) => <ScholarshipCard scholarship={scholarship} session={session} />}
      </PagedResults>
    </div>
  );
}
