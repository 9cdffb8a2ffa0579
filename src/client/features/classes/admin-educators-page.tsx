import { useId, useState } from 'react';
import { educatorReasonSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { usePageTitle } from '@client/ui/use-page-title';
import { useDecideEducator, useEducatorQueue, type QueueEntry } from './api';

/** /admin/educators: the verification queue. Approve, reject with a reason, revoke with a reason; each decision is logged and the educator notified. */

const STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'all'] as const;

const STATUS_KEYS = {
  pending: 'classes.statuspending',
  approved: 'classes.statusapproved',
  rejected: 'classes.statusrejected',
  revoked: 'classes.statusrevoked',
} as const;
const FILTER_KEYS = {
  pending: 'classes.filterpending',
  approved: 'classes.filterapproved',
  rejected: 'classes.filterrejected',
  revoked: 'classes.filterrevoked',
  all: 'classes.filterall',
} as const;
const statusKey = (status: string) => STATUS_KEYS[status as keyof typeof STATUS_KEYS];

function Entry({ entry }: { entry: QueueEntry }) {
  const t = useT('classes');
  const format = useFormatters();
  const id = useId();
  const decide = useDecideEducator();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const withReason = entry.status === 'pending' ? 'reject' : entry.status === 'approved' ? 'revoke' : null;
  function decideWithReason(decision: 'reject' | 'revoke') {
    const parsed = educatorReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    decide.mutate({ userId: entry.userId, decision, reason: parsed.data.reason });
  }
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold break-words">{entry.name}</h2>
      <p className="text-sm break-all text-slate-700">{entry.email}</p>
      <p className="mt-1">
        {t('classes.schoolAndRoleLabel')}
        <span className="break-words">{entry.school || '—'}</span>
      </p>
      <p className="text-sm text-slate-700">
        {t('classes.statusLine', {
          status: statusKey(entry.status) ? t(statusKey(entry.status)) : entry.status,
          method: entry.method === 'domain' ? t('classes.byDomain') : t('classes.askedAdmin'),
          date: format.localDateTime(entry.requestedAt),
        })}
        {entry.reason ? t('classes.reasonSuffix', { reason: entry.reason }) : ''}
      </p>
      {entry.decisions.length ? (
        <ul className="mt-2 text-sm text-slate-700">
          {entry.decisions.map((decision) => (
            <li key={decision.at}>
              {t('classes.decisionLine', {
                decision: statusKey(decision.decision) ? t(statusKey(decision.decision)) : decision.decision,
                admin: decision.adminEmail,
                date: format.localDateTime(decision.at),
              })}
              {decision.reason ? `: ${decision.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {entry.status !== 'approved' ? (
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ userId: entry.userId, decision: 'approve' })}>
            {t('classes.approve')}
            <span className="sr-only"> {entry.name}</span>
          </Button>
        ) : null}
        {withReason ? (
          <>
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
                {t('classes.reasonLabel')}
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
              {withReason === 'reject' ? t('classes.reject') : t('classes.revoke')}
              <span className="sr-only"> {entry.name}</span>
            </Button>
          </>
        ) : null}
      </div>
      <FieldError fieldId={`${id}-reason`} error={error} />
      {decide.error ? (
        <div className="mt-2">
          <Alert>{decide.error instanceof ApiError ? codedErrorText(t, decide.error) : t('classes.decisionFailed')}</Alert>
        </div>
      ) : null}
    </li>
  );
}

export function AdminEducatorsPage() {
  const t = useT('classes');
  usePageTitle(t('classes.adminTitle'));
  const id = useId();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const queue = useEducatorQueue(status);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('classes.adminTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('classes.adminIntro')}</p>
      <label htmlFor={`${id}-status`} className="mt-4 block font-semibold">
        {t('classes.show')}
      </label>
      <select
        id={`${id}-status`}
        value={status}
        onChange={(event) => setStatus(event.target.value as (typeof STATUSES)[number])}
        className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(FILTER_KEYS[value])}
          </option>
        ))}
      </select>
      {queue.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('classes.loading')}
        </p>
      ) : queue.isError ? (
        <div className="mt-4">
          <Alert>{queue.error instanceof ApiError ? codedErrorText(t, queue.error) : t('classes.queueLoadFailed')}</Alert>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('classes.nobodyHere')}</p>
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
