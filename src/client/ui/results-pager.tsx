import { Link } from 'react-router';

const pageLinkClass = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-100';

type Props = {
  page: number;
  pageCount: number;
  /** The address of a page of results (filters kept). */
  pageLink: (page: number) => string;
  /** Called with the page a link goes to, e.g. to move focus to the new results once they load. */
  onNavigate: (page: number) => void;
};

/** Previous / "Page n of m" / Next for results whose page lives in the address bar; nothing when there is one page. */
export function ResultsPager({ page, pageCount, pageLink, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Results pages" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} preventScrollReset onClick={() => onNavigate(page - 1)} className={pageLinkClass}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageLink(page + 1)} preventScrollReset onClick={() => onNavigate(page + 1)} className={pageLinkClass}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
