import { useState } from 'react';
import { Button } from '@client/ui/button';
import { formatLocalDateTime } from '@client/ui/format';
import { PageSection } from '@client/ui/page-section';
import { useAccessLog } from './api/use-family';

const ROLE_LABELS = { parent: 'Parent', educator: 'Educator' } as const;

/** "Who viewed my results" on a student's /profile: the access log, newest first, a page at a time. */
export function AccessLogSection() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  return (
    <PageSection id="who-viewed" title="Who viewed my results">
      {log.isPending ? (
        <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          Loading the views of your results…
        </p>
      ) : log.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>The views of your results could not be loaded.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </div>
      ) : log.data.total === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">Nobody has viewed your results yet.</p>
      ) : (
        <>
          <ul className="mt-4 space-y-2" aria-label="Views of your results, newest first">
            {log.data.items.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="font-semibold break-words">
                  {entry.viewerName ?? 'A deleted account'} ({ROLE_LABELS[entry.viewerRole]})
                </p>
                <p className="text-sm text-slate-700">
                  <time dateTime={entry.viewedAt}>{formatLocalDateTime(entry.viewedAt)}</time>: {entry.whatLabel}
                </p>
              </li>
            ))}
          </ul>
          {log.data.pageCount > 1 ? (
            <nav aria-label="Pages of views" className="mt-3 flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
                Newer
              </Button>
              <p className="text-sm text-slate-700">
                Page {log.data.page} of {log.data.pageCount}
              </p>
              <Button variant="secondary" disabled={page >= log.data.pageCount} onClick={() => setPage((current) => current + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </PageSection>
  );
}
