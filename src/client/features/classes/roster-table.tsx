import { useId, useState } from 'react';
import { Link } from 'react-router';
import { STEP_IDS, STEP_LABELS, type RosterFilter, type RosterSort } from '@domain/classes/rules';
import type { ProgressStepId } from '@domain/progress/progress';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { formatLocalDay } from '@client/ui/format';
import { useRoster, type RosterItem, type RosterQueryText } from './api';

/** The roster: filter (not started, stuck on a step, done), search, sort and pages; each name opens the student's page. */

const selectClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

function Row({ classId, row }: { classId: string; row: RosterItem }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        <Link to={`/educator/classes/${classId}/students/${row.memberId}`} className="text-brand-800 underline underline-offset-2">
          {row.name}
        </Link>
      </th>
      <td className="px-3 py-2">
        <span className="font-semibold tabular-nums">{row.percent}%</span>
        <span className="block text-xs text-slate-700">
          {row.steps.filter((step) => step.done).length} of {row.steps.length} steps
          {row.steps.some((step) => !step.done) && row.steps.some((step) => step.done)
            ? `; next: ${STEP_LABELS[row.steps.find((step) => !step.done)!.id]}`
            : ''}
        </span>
      </td>
      <td className="px-3 py-2">{row.lastActiveAt ? formatLocalDay(row.lastActiveAt) : 'Not yet'}</td>
      <td className="px-3 py-2 font-mono">{row.hollandCode ?? '—'}</td>
      <td className="px-3 py-2">{row.topCareers.join(', ') || '—'}</td>
      <td className="px-3 py-2">{row.topMajors.join(', ') || '—'}</td>
      <td className="px-3 py-2">{row.grade ?? '—'}</td>
      <td className="px-3 py-2 tabular-nums">{row.collegeCount}</td>
      <td className="px-3 py-2">{row.premiumDone ? 'Yes' : 'No'}</td>
    </tr>
  );
}

function RosterControls({ query, set }: { query: RosterQueryText; set: (change: Partial<RosterQueryText>) => void }) {
  const id = useId();
  return (
    <>
      <div className="mt-4 grid gap-3 print:hidden sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-filter`} className="block text-sm font-semibold">
            Show
          </label>
          <select
            id={`${id}-filter`}
            className={selectClass}
            value={query.filter}
            onChange={(event) => set({ filter: event.target.value as RosterFilter })}
          >
            <option value="all">Everyone</option>
            <option value="not-started">Not started</option>
            <option value="stuck">Stuck on a step</option>
            <option value="done">Done</option>
          </select>
        </div>
        {query.filter === 'stuck' ? (
          <div>
            <label htmlFor={`${id}-step`} className="block text-sm font-semibold">
              Stuck on
            </label>
            <select
              id={`${id}-step`}
              className={selectClass}
              value={query.step ?? ''}
              onChange={(event) => set({ step: (event.target.value || undefined) as ProgressStepId | undefined })}
            >
              <option value="">Any step</option>
              {STEP_IDS.map((step) => (
                <option key={step} value={step}>
                  {STEP_LABELS[step]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-semibold">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={query.sort}
            onChange={(event) => set({ sort: event.target.value as RosterSort })}
          >
            <option value="name">Name</option>
            <option value="progress">Progress</option>
            <option value="last-active">Last active</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-dir`} className="block text-sm font-semibold">
            Order
          </label>
          <select
            id={`${id}-dir`}
            className={selectClass}
            value={query.dir}
            onChange={(event) => set({ dir: event.target.value as 'asc' | 'desc' })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            Search by name
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
  const [query, setQuery] = useState<RosterQueryText>({ filter: 'all', sort: 'name', dir: 'asc', q: '', page: '1' });
  const roster = useRoster(classId, query);
  const set = (change: Partial<RosterQueryText>) => setQuery((old) => ({ ...old, page: '1', ...change }));
  const page = Number(query.page);
  return (
    <>
      <RosterControls query={query} set={set} />
      {roster.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading the roster…
        </p>
      ) : roster.isError ? (
        <div className="mt-4">
          <Alert>{roster.error instanceof ApiError ? roster.error.message : 'The roster could not be loaded.'}</Alert>
        </div>
      ) : roster.data.total === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {query.filter === 'all' && !query.q ? 'No students have joined yet. Give them the class code or link.' : 'No student matches.'}
        </p>
      ) : (
        <>
          <p role="status" className="mt-4 text-sm text-slate-700">
            {roster.data.total} {roster.data.total === 1 ? 'student' : 'students'}
            {roster.data.pageCount > 1 ? `, page ${roster.data.page} of ${roster.data.pageCount}` : ''}
          </p>
          <div
            className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible"
            tabIndex={0}
            role="region"
            aria-label="Class roster, scrolls sideways"
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">Class roster</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  {[
                    'Student',
                    'Progress',
                    'Last active',
                    'Holland code',
                    'Top careers',
                    'Top majors',
                    'Financial grade',
                    'Colleges',
                    'Premium done',
                  ].map((label) => (
                    <th key={label} scope="col" className="px-3 py-2 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {roster.data.items.map((row) => (
                  <Row key={row.memberId} classId={classId} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {roster.data.pageCount > 1 ? (
            <nav aria-label="Roster pages" className="mt-3 flex gap-2 print:hidden">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setQuery((old) => ({ ...old, page: String(page - 1) }))}>
                Previous page
              </Button>
              <Button
                variant="secondary"
                disabled={page >= roster.data.pageCount}
                onClick={() => setQuery((old) => ({ ...old, page: String(page + 1) }))}
              >
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
