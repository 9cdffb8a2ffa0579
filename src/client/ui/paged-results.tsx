import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from '@client/shared/routing';
import type { Area, AreaKey, CoreKey, Translate } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from './alert';
import { Button } from './button';

/*
 * Pieces of a search results list whose page lives in the address bar
 * (`?page=`): the count line, the pager, and the states between them.
 */

export type PageOfResults = { total: number; page: number; pageSize: number; items: readonly unknown[] };

/** How many pages there are, and which results (1-based) this page shows. */
export function pageRange(data: PageOfResults | undefined): { pageCount: number; first: number; last: number } {
  if (!data) return { pageCount: 1, first: 0, last: 0 };
  const first = data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  return { pageCount: Math.max(1, Math.ceil(data.total / data.pageSize)), first, last: first + data.items.length - 1 };
}

/** A list's count line: its texts for no result, for all results on one page, and for one page of several. */
export type SummaryKeys<A extends Area> = {
  readonly none: CoreKey | AreaKey<A>;
  readonly all: CoreKey | AreaKey<A>;
  readonly paged: CoreKey | AreaKey<A>;
};

/** "12 careers match; showing 1 to 10." in the active language: `all` and `paged` get `count` (a plural), `first` and `last`. */
export function resultsSummary<A extends Area>(t: Translate<A>, data: PageOfResults, keys: SummaryKeys<A>): string {
  if (data.total === 0) return t(keys.none);
  const { pageCount, first, last } = pageRange(data);
  return pageCount > 1 ? t(keys.paged, { count: data.total, first, last }) : t(keys.all, { count: data.total });
}

/**
 * After Previous/Next, puts focus (and the view) on the results heading once the new page has
 * loaded. Returns the function the pager calls with the page it goes to.
 */
export function useFocusResultsOnPageChange(
  page: number,
  loadingNewPage: boolean,
  heading: RefObject<HTMLElement | null>,
): (page: number) => void {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current === page && !loadingNewPage) {
      pending.current = null;
      heading.current?.focus();
    }
  }, [page, loadingNewPage, heading]);
  return (next) => {
    pending.current = next;
  };
}

const pageLinkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-100';

type PagerProps = {
  page: number;
  pageCount: number;
  /** The address of a page of results (filters kept). */
  pageLink: (page: number) => string;
  /** Called with the page a link goes to. */
  onNavigate: (page: number) => void;
};

/** Previous / "Page n of m" / Next; nothing when there is one page. */
export function ResultsPager({ page, pageCount, pageLink, onNavigate }: PagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('common.pagerLabel')} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} preventScrollReset onClick={() => onNavigate(page - 1)} className={pageLinkClass}>
          {t('common.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">{t('common.pageOf', { page, count: pageCount })}</p>
      {page < pageCount ? (
        <Link to={pageLink(page + 1)} preventScrollReset onClick={() => onNavigate(page + 1)} className={pageLinkClass}>
          {t('common.nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A hand-edited or old link asked for a page after the last one. */
export function PastTheEnd({ lastPageLink, pageCount }: { lastPageLink: string; pageCount: number }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="font-semibold">{t('common.pastTheEnd')}</p>
      <Link
        to={lastPageLink}
        preventScrollReset
        className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
      >
        {t('common.goToLastPage', { page: pageCount })}
      </Link>
    </div>
  );
}

/** New results failed while older ones are still on screen. */
export function StaleResultsAlert({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert>
      {t('common.staleResults')}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </Alert>
  );
}

/** Placeholder cards while the first results load; screen readers hear only `label`. */
export function ResultsSkeleton({
  label,
  cards,
  listClassName,
  cardClassName,
}: {
  label: string;
  cards: number;
  listClassName: string;
  cardClassName: string;
}) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className={listClassName}>
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={`rounded-2xl border border-slate-200 bg-white p-5 ${cardClassName}`}>
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

/** The first results could not be loaded at all. */
export function ResultsLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{t('common.checkConnection')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** Nothing matches: what to try, and a way to clear the filters when any are set. */
export function NoResults({ title, children, onClear }: { title: string; children: ReactNode; onClear: (() => void) | null }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-slate-700">{children}</p>
      {onClear ? (
        <Button variant="secondary" className="mt-3" onClick={onClear}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}

type PagedResultsProps<Item> = {
  /** The search's query (TanStack Query): its page of results, and whether it failed or shows the previous page. */
  search: {
    data: (Omit<PageOfResults, 'items'> & { items: readonly Item[] }) | undefined;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** The id of the heading that names the list. */
  headingId: string;
  loadErrorTitle: string;
  loading: { label: string; cards: number; cardClassName: string };
  /** The list's layout, shared by the placeholder cards. */
  listClassName: string;
  /** What shows when nothing matches (the feature's NoResults). */
  empty: ReactNode;
  pageLink: (page: number) => string;
  onNavigate: (page: number) => void;
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
};

/**
 * A page of results with every state around it: the first load failing, placeholders while it loads, nothing
 * matching, a page past the last, and newer results failing while these stay on screen (dimmed while the next
 * page loads); then the pager.
 */
export function PagedResults<Item>({
  search,
  headingId,
  loadErrorTitle,
  loading,
  listClassName,
  empty,
  pageLink,
  onNavigate,
  itemKey,
  children,
}: PagedResultsProps<Item>) {
  const data = search.data;
  const { pageCount } = pageRange(data);
  if (search.isError && !data) return <ResultsLoadError title={loadErrorTitle} onRetry={() => void search.refetch()} />;
  if (!data)
    return (
      <ResultsSkeleton label={loading.label} cards={loading.cards} listClassName={listClassName} cardClassName={loading.cardClassName} />
    );
  if (data.total === 0) return empty;
  if (data.items.length === 0) return <PastTheEnd lastPageLink={pageLink(pageCount)} pageCount={pageCount} />;
  return (
    <>
      {search.isError ? <StaleResultsAlert onRetry={() => void search.refetch()} /> : null}
      <ul
        aria-labelledby={headingId}
        aria-busy={search.isPlaceholderData}
        className={`${listClassName} ${search.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <ResultsPager page={data.page} pageCount={pageCount} pageLink={pageLink} onNavigate={onNavigate} />
    </>
  );
}
