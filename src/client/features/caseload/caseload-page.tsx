import { useState } from 'react';
import { BULK_REMIND_MAX, caseloadQuerySchema, type CaseloadQuery } from '@domain/classes/caseload';
import { stepLabel } from '@client/shared/classes/labels';
import { errorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { Link, useSearchParams } from '@client/shared/routing';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import type { Formatters } from '@client/ui/format';
import { usePageTitle } from '@client/ui/use-page-title';
import { Filters } from './caseload-filters';
import { useBulkRemind, useCaseload, type CaseloadItem, type CaseloadPage as Page, type CaseloadReason } from './api';

/*
 * /educator/caseload: every student of the educator's active classes in one list. It opens on who needs
 * attention (the financial grade, overdue work, a stalled step), most urgent first, each with the reason in
 * words; filters, sort and pages live in the address, so going back from a student's page keeps them. Students
 * chosen on any page can be reminded of their open assignments in one go, after a confirmation.
 */

type T = Translate<'caseload' | 'classes'>;
const DEFAULTS = caseloadQuerySchema.parse({});
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/** The query as the address writes it: only what differs from the defaults. */
function toParams(query: CaseloadQuery & { q: string }): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === DEFAULTS[key as keyof CaseloadQuery]) continue;
    params[key] = String(value);
  }
  return params;
}

export function reasonText(t: T, format: Formatters, reason: CaseloadReason): string {
  if (reason.kind === 'debt') {
    return t('caseload.reasonDebt', {
      grade: reason.grade,
      debt: format.usd(reason.plannedDebt),
      income: format.usd(reason.monthlyIncome),
      ratio: format.count(Math.round(reason.debtToIncome * 10) / 10),
    });
  }
  if (reason.kind === 'overdue') {
    return t('caseload.reasonOverdue', {
      step: stepLabel(t, reason.step),
      days: reason.days,
      date: format.isoDay(reason.dueOn),
      className: reason.className,
    });
  }
  return t(reason.since === 'joined' ? 'caseload.reasonStuckJoined' : 'caseload.reasonStuck', {
    days: reason.days,
    step: stepLabel(t, reason.step),
  });
}

function Row({ row, selected, toggle }: { row: CaseloadItem; selected: boolean; toggle: (on: boolean) => void }) {
  const t = useT('caseload', 'classes');
  const format = useFormatters();
  const first = row.classes[0]!;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={selected}
          onChange={(event) => toggle(event.target.checked)}
          aria-label={t('caseload.selectStudent', { name: row.name })}
        />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        <Link to={`/educator/classes/${first.classId}/students/${first.memberId}`} className={linkClass}>
          {row.name}
        </Link>
      </th>
      <td className="px-3 py-2">
        <ul>
          {row.classes.map((cls) => (
            <li key={cls.classId}>
              {cls.className}
              <Link
                to={`/educator/classes/${cls.classId}/students/${cls.memberId}/report`}
                className="block text-xs font-normal text-brand-800 underline underline-offset-2 print:hidden"
              >
                {t('classes.openReport')}
                <span className="sr-only">
                  {' '}
                  {row.name}, {cls.className}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {row.nextStep
          ? t('caseload.progressValue', { percent: row.percent, step: stepLabel(t, row.nextStep) })
          : t('caseload.progressDone', { percent: row.percent })}
      </td>
      <td className="px-3 py-2 font-semibold">{row.grade ?? '—'}</td>
      <td className="px-3 py-2">
        {row.reasons.length === 0 ? (
          t('caseload.noReason')
        ) : (
          <ul className="list-disc space-y-1 pl-4">
            {row.reasons.map((reason, index) => (
              <li key={`${reason.kind}-${index}`}>{reasonText(t, format, reason)}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{row.lastActiveAt ? format.localDay(row.lastActiveAt) : t('caseload.notYet')}</td>
    </tr>
  );
}

const COLUMNS = [
  'caseload.colStudent',
  'caseload.colClasses',
  'caseload.colProgress',
  'caseload.colGrade',
  'caseload.colReasons',
  'caseload.colLastActive',
] as const;

function Remind({ selected, clear }: { selected: ReadonlySet<string>; clear: () => void }) {
  const t = useT('caseload', 'classes');
  const remind = useBulkRemind();
  const count = selected.size;
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center print:hidden">
      <p className="text-sm font-semibold" aria-live="polite">
        {t('caseload.selected', { count })}
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={count === 0 || remind.isPending}>
            {remind.isPending ? t('caseload.reminding') : t('caseload.remind')}
          </Button>
        }
        title={t('caseload.remindTitle', { count })}
        description={t('caseload.remindDescription')}
        cancelLabel={t('caseload.remindCancel')}
        confirmLabel={t('caseload.remindConfirm')}
        onConfirm={() => remind.mutate({ memberIds: [...selected] }, { onSuccess: clear })}
      />
      {remind.isSuccess ? (
        <Alert tone="success">
          {[
            t('caseload.remindDone', { reminded: remind.data.reminded, assignments: remind.data.assignments }),
            remind.data.tooSoon ? t('caseload.remindTooSoon', { count: remind.data.tooSoon }) : '',
            remind.data.nothingDue ? t('caseload.remindNothingDue', { count: remind.data.nothingDue }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      ) : remind.isError ? (
        <Alert>{remind.error instanceof ApiError ? errorText(t, remind.error) : t('caseload.remindFailed')}</Alert>
      ) : null}
    </div>
  );
}

function Pages({ page, params }: { page: Page; params: Record<string, string> }) {
  const t = useT('caseload');
  if (page.pageCount <= 1) return null;
  const href = (to: number) => `?${new URLSearchParams({ ...params, page: String(to) }).toString()}`;
  return (
    <nav aria-label={t('caseload.pages')} className="mt-3 flex flex-wrap items-center gap-3 print:hidden">
      {page.page > 1 ? (
        <Link to={href(page.page - 1)} className={linkClass}>
          {t('caseload.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">{t('caseload.pageOf', { page: page.page, pages: page.pageCount })}</span>
      {page.page < page.pageCount ? (
        <Link to={href(page.page + 1)} className={linkClass}>
          {t('caseload.next')}
        </Link>
      ) : null}
    </nav>
  );
}

function Students({ page, query, params }: { page: Page; query: CaseloadQuery; params: Record<string, string> }) {
  const t = useT('caseload', 'classes');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (ids: string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (!on) next.delete(id);
        else if (next.size < BULK_REMIND_MAX) next.add(id);
      }
      return next;
    });
  const onPage = page.items.map((row) => row.memberId);
  const filtered = Boolean(query.q || query.step || query.grade || query.gradeLevel || query.classId || query.assignmentStatus);
  return (
    <>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {t('caseload.summary', { students: page.students, attention: page.attention, total: page.total })}
      </p>
      <Remind selected={selected} clear={() => setSelected(new Set())} />
      {page.total === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {page.students === 0 ? t('caseload.noStudents') : filtered ? t('caseload.noMatch') : t('caseload.noAttention')}
        </p>
      ) : (
        <>
          {/* Positioned, so the rows' screen-reader texts (absolutely placed) scroll with the table, not widen the page. */}
          <div
            className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible"
            tabIndex={0}
            role="region"
            aria-label={t('caseload.region')}
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('caseload.caption')}</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={onPage.length > 0 && onPage.every((id) => selected.has(id))}
                      onChange={(event) => toggle(onPage, event.target.checked)}
                      aria-label={t('caseload.selectPage')}
                    />
                  </th>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 font-semibold">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.items.map((row) => (
                  <Row key={row.memberId} row={row} selected={selected.has(row.memberId)} toggle={(on) => toggle([row.memberId], on)} />
                ))}
              </tbody>
            </table>
          </div>
          <Pages page={page} params={params} />
        </>
      )}
    </>
  );
}

/** Classes whose school roster still has students to join, each linking to the class page's list of them; nothing when none. */
function NotJoinedNotice({ classes }: { classes: Page['classes'] }) {
  const t = useT('caseload', 'classes');
  const waiting = classes.filter((cls) => cls.notJoined > 0);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="caseload-not-joined" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="caseload-not-joined" className="text-lg font-semibold">
        {t('caseload.notJoinedHeading')}
      </h2>
      <ul className="mt-2 space-y-1">
        {waiting.map((cls) => (
          <li key={cls.id} className="break-words">
            {t.rich('caseload.notJoinedLine', {
              className: cls.name,
              count: cls.notJoined,
              link: (words) => (
                <Link to={`/educator/classes/${cls.id}#not-joined`} className={linkClass}>
                  {words}
                </Link>
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaseloadPage() {
  const t = useT('caseload', 'classes');
  usePageTitle(t('caseload.title'));
  const [search, setSearch] = useSearchParams();
  const parsed = caseloadQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : DEFAULTS;
  const params = toParams(query);
  const list = useCaseload(params);
  const set = (change: Partial<CaseloadQuery>) => setSearch(toParams({ ...query, page: 1, ...change }), { replace: true });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="print:hidden">
        <Link to="/educator" className={linkClass}>
          {t('caseload.backToClasses')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('caseload.title')}</h1>
      <p className="mt-2 text-slate-700">{t('caseload.intro')}</p>
      <NotJoinedNotice classes={list.data?.classes ?? []} />
      <Filters query={query} set={set} classes={list.data?.classes ?? []} />
      {list.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('caseload.loading')}
        </p>
      ) : list.isError ? (
        <div className="mt-4">
          <Alert>{list.error instanceof ApiError ? errorText(t, list.error) : t('caseload.loadFailed')}</Alert>
        </div>
      ) : (
        <Students page={list.data} query={query} params={params} />
      )}
    </div>
  );
}
