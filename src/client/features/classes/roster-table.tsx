import { useId, useState, type ReactNode } from 'react';
import { Link } from '@client/shared/routing';
import { STEP_IDS, type AssignmentStatus, type RosterFilter, type RosterSort } from '@domain/classes/rules';
import { stepLabel, studentCount } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { errorText as codedErrorText } from '@client/shared/i18n/error-text';
import type { ProgressStepId } from '@domain/progress/progress';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useAssignments, useRoster, type Assignment, type RosterItem, type RosterQueryText } from './api';

/** The roster: filter (not started, stuck on a step, done), search, sort and pages; each name opens the student's page. */

const selectClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

/** A roster control: its label above the list. */
function LabelledSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function Row({ classId, row, assignments }: { classId: string; row: RosterItem; assignments: readonly Assignment[] }) {
  const t = useT('classes');
  const format = useFormatters();
  const next = row.steps.find((step) => !step.done);
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        <Link to={`/educator/classes/${classId}/students/${row.memberId}`} className="text-brand-800 underline underline-offset-2">
          {row.name}
        </Link>
        <Link
          to={`/educator/classes/${classId}/students/${row.memberId}/report`}
          className="mt-1 block text-xs font-normal text-brand-800 underline underline-offset-2 print:hidden"
        >
          {t('classes.openReport')}
          <span className="sr-only"> {row.name}</span>
        </Link>
      </th>
      <td className="px-3 py-2">
        <span className="font-semibold tabular-nums">{row.percent}%</span>
        <span className="block text-xs text-slate-700">
          {t('classes.stepsOf', { done: row.steps.filter((step) => step.done).length, total: row.steps.length })}
          {next && row.steps.some((step) => step.done) ? t('classes.nextStep', { step: stepLabel(t, next.id) }) : ''}
        </span>
      </td>
      <td className="px-3 py-2">{row.lastActiveAt ? format.localDay(row.lastActiveAt) : t('classes.notYet')}</td>
      <td className="px-3 py-2 font-mono">{row.hollandCode ?? '—'}</td>
      <td className="px-3 py-2">{row.topCareers.join(', ') || '—'}</td>
      <td className="px-3 py-2">{row.topMajors.join(', ') || '—'}</td>
      <td className="px-3 py-2">{row.grade ?? '—'}</td>
      <td className="px-3 py-2 tabular-nums">{t('classes.collegeCounts', { matches: row.collegeMatches, saved: row.collegesSaved })}</td>
      <td className="px-3 py-2">{row.premiumDone ? t('classes.yes') : t('classes.no')}</td>
      <td className="px-3 py-2">
        {row.assignments.length === 0 ? (
          t('classes.rowNoAssignments')
        ) : (
          <ul>
            {row.assignments.map((entry) => {
              const assignment = assignments.find((a) => a.id === entry.id);
              return assignment ? (
                <li key={entry.id}>
                  {t('classes.assignmentStatus', {
                    step: stepLabel(t, assignment.step as ProgressStepId),
                    date: format.isoDay(assignment.dueOn),
                    status: entry.status,
                  })}
                </li>
              ) : null;
            })}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** What the roster's controls read (the query as typed) and change, and the class's assignments to filter by. */
type ControlProps = { query: RosterQueryText; set: (change: Partial<RosterQueryText>) => void; assignments: readonly Assignment[] };

/** Which assignment, and which status on it (not done first: the students to chase). */
function AssignmentFilter({ query, set, assignments }: ControlProps) {
  const t = useT('classes');
  const format = useFormatters();
  const id = useId();
  return (
    <>
      {assignments.length ? (
        <LabelledSelect
          id={`${id}-assignment`}
          label={t('classes.assignmentFilter')}
          value={query.assignment ?? ''}
          onChange={(value) =>
            set({
              assignment: value || undefined,
              assignmentStatus: value ? (query.assignmentStatus ?? 'not-done') : undefined,
            })
          }
        >
          <option value="">{t('classes.anyAssignment')}</option>
          {assignments.map((assignment) => (
            <option key={assignment.id} value={assignment.id}>
              {t('classes.assignmentOption', {
                step: stepLabel(t, assignment.step as ProgressStepId),
                date: format.isoDay(assignment.dueOn),
              })}
            </option>
          ))}
        </LabelledSelect>
      ) : null}
      {query.assignment ? (
        <LabelledSelect
          id={`${id}-assignment-status`}
          label={t('classes.assignmentStatusFilter')}
          value={query.assignmentStatus ?? 'not-done'}
          onChange={(value) => set({ assignmentStatus: value as AssignmentStatus })}
        >
          <option value="not-done">{t('classes.statusNotDone')}</option>
          <option value="late">{t('classes.statusLate')}</option>
          <option value="done">{t('classes.statusDone')}</option>
        </LabelledSelect>
      ) : null}
    </>
  );
}

function RosterControls({ query, set, assignments }: ControlProps) {
  const t = useT('classes');
  const id = useId();
  return (
    <>
      <div className="mt-4 grid gap-3 print:hidden sm:grid-cols-2 lg:grid-cols-5">
        <LabelledSelect
          id={`${id}-filter`}
          label={t('classes.show')}
          value={query.filter}
          onChange={(value) => set({ filter: value as RosterFilter })}
        >
          <option value="all">{t('classes.everyone')}</option>
          <option value="not-started">{t('classes.notStarted')}</option>
          <option value="stuck">{t('classes.stuck')}</option>
          <option value="done">{t('classes.done')}</option>
        </LabelledSelect>
        {query.filter === 'stuck' ? (
          <LabelledSelect
            id={`${id}-step`}
            label={t('classes.stuckOn')}
            value={query.step ?? ''}
            onChange={(value) => set({ step: (value || undefined) as ProgressStepId | undefined })}
          >
            <option value="">{t('classes.anyStep')}</option>
            {STEP_IDS.map((step) => (
              <option key={step} value={step}>
                {stepLabel(t, step)}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
        <AssignmentFilter query={query} set={set} assignments={assignments} />
        <LabelledSelect
          id={`${id}-sort`}
          label={t('classes.sortBy')}
          value={query.sort}
          onChange={(value) => set({ sort: value as RosterSort })}
        >
          <option value="name">{t('classes.sortName')}</option>
          <option value="progress">{t('classes.sortProgress')}</option>
          <option value="last-active">{t('classes.sortLastActive')}</option>
        </LabelledSelect>
        <LabelledSelect
          id={`${id}-dir`}
          label={t('classes.order')}
          value={query.dir}
          onChange={(value) => set({ dir: value as 'asc' | 'desc' })}
        >
          <option value="asc">{t('classes.ascending')}</option>
          <option value="desc">{t('classes.descending')}</option>
        </LabelledSelect>
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            {t('classes.searchByName')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={selectClass}
            value={query.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
      </div>
    </>
  );
}

export function RosterTable({ classId }: { classId: string }) {
  const t = useT('classes');
  const [query, setQuery] = useState<RosterQueryText>({ filter: 'all', sort: 'name', dir: 'asc', q: '', page: '1' });
  const roster = useRoster(classId, query);
  const assignments = useAssignments(classId).data ?? [];
  const set = (change: Partial<RosterQueryText>) => setQuery((old) => ({ ...old, page: '1', ...change }));
  const page = Number(query.page);
  return (
    <>
      <RosterControls query={query} set={set} assignments={assignments} />
      {roster.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('classes.loadingRoster')}
        </p>
      ) : roster.isError ? (
        <div className="mt-4">
          <Alert>{roster.error instanceof ApiError ? codedErrorText(t, roster.error) : t('classes.rosterLoadFailed')}</Alert>
        </div>
      ) : roster.data.total === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {query.filter === 'all' && !query.q ? t('classes.noStudentsYet') : t('classes.noMatch')}
        </p>
      ) : (
        <>
          <p role="status" className="mt-4 text-sm text-slate-700">
            {studentCount(t, roster.data.total)}
            {roster.data.pageCount > 1 ? t('classes.pageOf', { page: roster.data.page, pages: roster.data.pageCount }) : ''}
          </p>
          <div
            className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible"
            tabIndex={0}
            role="region"
            aria-label={t('classes.rosterRegion')}
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('classes.rosterCaption')}</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  {(
                    [
                      'classes.colStudent',
                      'classes.colProgress',
                      'classes.colLastActive',
                      'classes.colHolland',
                      'classes.colTopCareers',
                      'classes.colTopMajors',
                      'classes.colGrade',
                      'classes.colColleges',
                      'classes.colPremium',
                      'classes.colAssignments',
                    ] as const
                  )
                    .map((key) => t(key))
                    .map((label) => (
                      <th key={label} scope="col" className="px-3 py-2 font-semibold">
                        {label}
                      </th>
                    ))}
                </tr>
              </thead>
              <tbody>
                {roster.data.items.map((row) => (
                  <Row key={row.memberId} classId={classId} row={row} assignments={assignments} />
                ))}
              </tbody>
            </table>
          </div>
          {roster.data.pageCount > 1 ? (
            <nav aria-label={t('classes.rosterPages')} className="mt-3 flex gap-2 print:hidden">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setQuery((old) => ({ ...old, page: String(page - 1) }))}>
                {t('classes.previousPage')}
              </Button>
              <Button
                variant="secondary"
                disabled={page >= roster.data.pageCount}
                onClick={() => setQuery((old) => ({ ...old, page: String(page + 1) }))}
              >
                {t('classes.nextPage')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
