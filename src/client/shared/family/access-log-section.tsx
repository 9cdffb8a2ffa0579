import { useState } from 'react';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { AreaKey } from '@client/shared/i18n/messages';
import { PageSection } from '@client/ui/page-section';
import { useAccessLog } from './api/use-family';

/** The access log's `what` codes (server/shared/access-log), as catalog keys. */
const ACCESS_WHAT_KEYS: Readonly<Record<string, AreaKey<'family'>>> = {
  'family.overview': 'family.whatOverview',
  'family.money-plan': 'family.whatMoneyPlan',
  'family.money-plan.edit': 'family.whatMoneyPlanEdit',
  'classes.roster': 'family.whatRoster',
  'classes.export': 'family.whatExport',
  'classes.totals': 'family.whatTotals',
  'classes.student': 'family.whatStudent',
  'classes.caseload': 'family.whatCaseload',
  'classes.report': 'family.whatReport',
  'classes.report.print': 'family.whatReportPrint',
};

const ROLE_LABELS = { parent: 'family.roleParent', educator: 'family.roleEducator' } as const;

/** "Who viewed my results" on a student's /profile: the access log, newest first, a page at a time. */
export function AccessLogSection() {
  const t = useT('family');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  return (
    <PageSection id="who-viewed" title={t('family.whoViewed')}>
      {log.isPending ? (
        <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('family.loadingViews')}
        </p>
      ) : log.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('family.viewsError')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void log.refetch()}>
            {t('family.tryAgain')}
          </Button>
        </div>
      ) : log.data.total === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('family.noViews')}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-2" aria-label={t('family.viewsLabel')}>
            {log.data.items.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="font-semibold break-words">
                  {t('family.viewer', { name: entry.viewerName ?? t('family.deletedAccount'), role: t(ROLE_LABELS[entry.viewerRole]) })}
                </p>
                <p className="text-sm text-slate-700">
                  <time dateTime={entry.viewedAt}>{format.localDateTime(entry.viewedAt)}</time>:{' '}
                  {ACCESS_WHAT_KEYS[entry.what] ? t(ACCESS_WHAT_KEYS[entry.what]!) : entry.whatLabel}
                </p>
              </li>
            ))}
          </ul>
          {log.data.pageCount > 1 ? (
            <nav aria-label={t('family.pagesOfViews')} className="mt-3 flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
                {t('family.newer')}
              </Button>
              <p className="text-sm text-slate-700">{t('family.pageOf', { page: log.data.page, count: log.data.pageCount })}</p>
              <Button variant="secondary" disabled={page >= log.data.pageCount} onClick={() => setPage((current) => current + 1)}>
                {t('family.older')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </PageSection>
  );
}
