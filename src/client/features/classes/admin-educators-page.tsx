import { useId, useState } from 'react';
import { educatorReasonSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { formatLocalDateTime } from '@client/ui/format';
import { usePageTitle } from '@client/ui/use-page-title';
import { useDecideEducator, useEducatorQueue, type QueueEntry } from './api';

/** /admin/educators: the verification queue. Approve, reject with a reason, revoke with a reason; each decision is logged and the educator notified. */

const STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'all'] as const;

function Entry({ entry }: { entry: QueueEntry }) {
  const id = useId();
  const decide = useDecideEducator();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const withReason = entry.status === 'pending' ? 'reject' : entry.status === 'approved' ? 'revoke' : null;
  function decideWithReason(decision: 'reject' | 'revoke') {
    const parsed = educatorReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    decide.mutate({ userId: entry.userId, decision, reason: parsed.data.reason });
  }
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold break-words">{entry.name}</h2>
      <p className="text-sm break-all text-slate-700">{entry.email}</p>
      <p className="mt-1">
        School and role: <span className="break-words">{entry.school || '—'}</span>
      </p>
      <p className="text-sm text-slate-700">
        Status: {entry.status} ({entry.method === 'domain' ? 'by e-mail domain' : 'asked an admin'}) since{' '}
        {formatLocalDateTime(entry.requestedAt)}
        {entry.reason ? ` · reason: ${entry.reason}` : ''}
      </p>
      {entry.decisions.length ? (
        <ul className="mt-2 text-sm text-slate-700">
          {entry.decisions.map((decision) => (
            <li key={decision.at}>
              {decision.decision} by {decision.adminEmail}, {formatLocalDateTime(decision.at)}
              {decision.reason ? `: ${decision.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {entry.status !== 'approved' ? (
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ userId: entry.userId, decision: 'approve' })}>
            Approve<span className="sr-only"> {entry.name}</span>
          </Button>
        ) : null}
        {withReason ? (
          <>
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
                Reason (the educator reads it)
              </label>
              <input
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-reason-error` : undefined}
                className="mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
              />
            </div>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => decideWithReason(withReason)}>
              {withReason === 'reject' ? 'Reject' : 'Revoke'}
              <span className="sr-only"> {entry.name}</span>
            </Button>
          </>
        ) : null}
      </div>
      <FieldError fieldId={`${id}-reason`} error={error} />
      {decide.error ? (
        <div className="mt-2">
          <Alert>{decide.error instanceof ApiError ? decide.error.message : 'The decision could not be saved.'}</Alert>
        </div>
      ) : null}
    </li>
  );
}

export function AdminEducatorsPage() {
  usePageTitle('Educator verification');
  const id = useId();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const queue = useEducatorQueue(status);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Educator verification</h1>
      <p className="mt-2 text-slate-700">
        An educator sees the students of their classes only once verified. Check that they work with students at the school they name.
      </p>
      <label htmlFor={`${id}-status`} className="mt-4 block font-semibold">
        Show
      </label>
      <select
        id={`${id}-status`}
        value={status}
        onChange={(event) => setStatus(event.target.value as (typeof STATUSES)[number])}
        className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {value === 'all' ? 'All' : value[0]!.toUpperCase() + value.slice(1)}
          </option>
        ))}
      </select>
      {queue.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading…
        </p>
      ) : queue.isError ? (
        <div className="mt-4">
          <Alert>{queue.error instanceof ApiError ? queue.error.message : 'The queue could not be loaded.'}</Alert>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">Nobody here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {queue.data.map((entry) => (
            <Entry key={entry.userId} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
