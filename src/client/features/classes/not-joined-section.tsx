import { useState } from 'react';
import { gradeLevelText } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { PageSection } from '@client/ui/page-section';
import { useNotJoined } from './api';

/**
 * The school roster's students who have not joined the class: how many have, and who is still to come, said no or
 * left, with only what the roster gave (name, school ID, grade). Their Waypoint data stays out of sight until they join.
 */
export function NotJoinedSection({ classId }: { classId: string }) {
  const t = useT('classes');
  const [page, setPage] = useState(1);
  const list = useNotJoined(classId, page);
  return (
    <PageSection id="not-joined" title={t('classes.notJoinedHeading')}>
      {list.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          {t('classes.notJoinedLoading')}
        </p>
      ) : list.isError ? (
        <div className="mt-3">
          <Alert>{list.error instanceof ApiError ? codedErrorText(t, list.error) : t('classes.notJoinedLoadFailed')}</Alert>
        </div>
      ) : list.data.counts.rostered === 0 ? (
        <p className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('classes.notJoinedNoRoster')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('classes.notJoinedIntro')}</p>
          <p role="status" className="mt-3 font-semibold">
            {t('classes.notJoinedJoinedCount', { joined: list.data.counts.joined, rostered: list.data.counts.rostered })}
          </p>
          {list.data.total === 0 ? (
            <p className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('classes.notJoinedAllJoined')}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {t('classes.notJoinedCounts', list.data.counts)}
                {list.data.pageCount > 1 ? ` · ${t('classes.notJoinedPageOf', { page: list.data.page, pages: list.data.pageCount })}` : ''}
              </p>
              <ul
                aria-label={t('classes.notJoinedList')}
                className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              >
                {list.data.items.map((row) => (
                  <li key={row.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{row.name}</p>
                      <p className="text-sm break-words text-slate-700">
                        {row.schoolId ? t('classes.notJoinedSchoolId', { id: row.schoolId }) : t('classes.notJoinedNoSchoolId')}
                        {row.gradeLevel !== null ? ` · ${gradeLevelText(t, row.gradeLevel)}` : ''}
                      </p>
                    </div>
                    <p
                      className={
                        row.status === 'pending'
                          ? 'shrink-0 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900'
                          : 'shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800'
                      }
                    >
                      {t('classes.notJoinedStatus', { status: row.status })}
                    </p>
                  </li>
                ))}
              </ul>
              {list.data.pageCount > 1 ? (
                <nav aria-label={t('classes.notJoinedPages')} className="mt-3 flex gap-2 print:hidden">
                  <Button variant="secondary" disabled={list.data.page <= 1} onClick={() => setPage(list.data.page - 1)}>
                    {t('classes.previousPage')}
                  </Button>
                  <Button variant="secondary" disabled={list.data.page >= list.data.pageCount} onClick={() => setPage(list.data.page + 1)}>
                    {t('classes.nextPage')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}
    </PageSection>
  );
}
