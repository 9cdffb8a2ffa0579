import { useRef } from 'react';
import { Link, useLocation } from '@client/shared/routing';
import { EXPLORE_CATEGORY_IDS, type ExploreCategoryId } from '@domain/catalog/catalog-values';
import type { CareerQuery } from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { NoResults, PagedResults, resultsSummary, useFocusResultsOnPageChange } from '@client/ui/paged-results';
import { usePageTitle } from '@client/ui/use-page-title';
import { useUrlState } from '@client/shared/lib/use-url-state';
import { CognitiveAssessmentProvider } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useCareerSearch } from './api/use-career-search';
import { CareerCard } from './career-card';
import { ExploreFilters } from './explore-filters';
import { hasFilters, readExploreQuery, toSearchParams, withFilter, withoutFilters, type FilterKey } from './explore-query';
import { useGamesFit, type GamesFit } from './use-games-fit';

/** /premium/career-exploration (signed in only): search and filter every career in the catalog. */
export function CareerExplorationPage() {
  return (
    <CognitiveAssessmentProvider>
      <CareerExploration />
    </CognitiveAssessmentProvider>
  );
}

/** With the games done: what the badges mean, and the matched families as one-click filters. */
function GamesFitNote({
  families,
  current,
  onFamily,
}: {
  families: GamesFit['families'];
  current: string | undefined;
  onFamily: (id: string) => void;
}) {
  const t = useT('careers');
  if (families.length === 0) return <Alert tone="success">{t('careers.noFamilyMet')}</Alert>;
  return (
    <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p>{t('careers.familiesIntro')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {families.map((family) => (
          <Button
            key={family.id}
            variant="secondary"
            aria-pressed={current === family.id}
            className="min-h-11 text-sm"
            onClick={() => onFamily(current === family.id ? '' : family.id)}
          >
            {current === family.id ? <span aria-hidden="true">✓</span> : null}
            {t(family.strength === 'high' ? 'careers.familyStrong' : 'careers.familyGood', { family: familyName(t, family) })}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** A family's name in the page's language (the families are EXPLORE_CATEGORY_IDS; any other keeps its own name). */
function familyName(t: Translate<'careers'>, family: GamesFit['families'][number]): string {
  return (EXPLORE_CATEGORY_IDS as readonly string[]).includes(family.id)
    ? t(`careers.family.${family.id as ExploreCategoryId}`)
    : family.name;
}

/** What a filter leaves out that a student might not expect, said next to the results. */
function filterNotes(query: CareerQuery, t: Translate<'careers'>): string[] {
  const notes: string[] = [];
  if (query.minPay !== undefined || query.maxPay !== undefined) notes.push(t('careers.notePay'));
  if (query.outlook && query.outlook !== 'not-reported') notes.push(t('careers.noteOutlook'));
  if (query.education || query.jobZone !== undefined) notes.push(t('careers.noteEducation'));
  return notes;
}

function CareerExploration() {
  const t = useT('careers');
  usePageTitle(t('careers.title'));
  const url = useUrlState(readExploreQuery, { preventScrollReset: true });
  const location = useLocation();
  const { query, ignored } = url.value;
  const search = useCareerSearch(query);
  const { gamesDone, recommended, families } = useGamesFit();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResultsOnPage = useFocusResultsOnPageChange(query.page, search.isPlaceholderData, resultsHeading);

  const applyFilter = (key: FilterKey | 'sort', value: string) => url.write(withFilter(query, key, value));
  const clearFilters = () => url.write(withoutFilters(query));

  const data = search.data;
  const pageLink = (page: number) => `?${toSearchParams({ ...query, page }).toString()}`;
  const notes = filterNotes(query, t);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('careers.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('careers.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('careers.intro')}</p>
      <div className="mt-4 max-w-3xl">
        {gamesDone ? (
          <GamesFitNote families={families} current={query.category} onFamily={(id) => applyFilter('category', id)} />
        ) : (
          <Alert tone="info">
            {t.rich('careers.gamesNotDone', {
              link: (words) => (
                <Link to="/premium/games-assessment" className="font-semibold underline underline-offset-2">
                  {words}
                </Link>
              ),
            })}
          </Alert>
        )}
      </div>

      <div className="mt-8 space-y-6">
        <ExploreFilters query={query} onFilter={applyFilter} onClear={clearFilters} />
        {ignored.length > 0 ? <Alert tone="info">{t('careers.ignored', { params: ignored.join(', ') })}</Alert> : null}

        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold">
            {t('careers.results')}
          </h2>
          <p role="status" className="text-slate-700">
            {data ? resultsSummary(t, data, { none: 'careers.matchNone', all: 'careers.matches', paged: 'careers.matchesPaged' }) : null}
          </p>
        </div>
        {notes.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}

        <PagedResults
          search={search}
          headingId="results-heading"
          loadErrorTitle={t('careers.loadError')}
          loading={{ label: t('careers.loading'), cards: 6, cardClassName: 'h-64' }}
          listClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          empty={
            <NoResults
              title={t(hasFilters(query) ? 'careers.noneFiltered' : 'careers.noneYet')}
              onClear={hasFilters(query) ? clearFilters : null}
            >
              {t('careers.noneHint')}
            </NoResults>
          }
          pageLink={pageLink}
          onNavigate={focusResultsOnPage}
          itemKey={(career) => career.socCode}
        >
          {(career) => (
            <CareerCard
              career={career}
              fit={recommended.get(career.socCode)}
              resultsSearch={location.search}
              matchedTitle={career.matchedTitle}
            />
          )}
        </PagedResults>
      </div>
    </div>
  );
}
