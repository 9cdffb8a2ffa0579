import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HOLD_REASON_LABELS, type HoldReason } from '@domain/forum/content-checks';
import { MODERATION_REASON_MAX_LENGTH, moderationActionSchema, reportReasonLabel, type ModerationAction } from '@domain/forum/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button, buttonClass } from '@client/ui/button';
import { FormDialog, useFormDialogState } from '@client/ui/form-dialog';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useModerate, useModerationLog, useModerationQueue, type QueueItem } from './api/moderation-api';
import { AuthorLine } from './author-line';
import { ForumProse } from './forum-prose';
import { formatLocalDateTime } from '@client/ui/format';

const ACTION_LABELS: Record<ModerationAction, string> = {
  restore: 'Publish',
  hide: 'Hide',
  delete: 'Delete',
  dismiss: 'Dismiss reports',
  ban: 'Ban author',
  unban: 'Lift ban',
};
const LOGGED_ACTION: Record<ModerationAction, string> = {
  restore: 'Published',
  hide: 'Hid',
  delete: 'Deleted',
  dismiss: 'Dismissed reports on',
  ban: 'Banned',
  unban: 'Lifted the ban on',
};

/** One moderator action: asks for the reason that goes into the log. */
function ActionButton({
  action,
  targetType,
  targetId,
  subject,
}: {
  action: ModerationAction;
  targetType: 'post' | 'reply' | 'user';
  targetId: string;
  subject: string;
}) {
  const dialog = useFormDialogState();
  const [reason, setReason] = useState('');
  const moderate = useModerate();
  const toast = useToast();
  const ids = useId();
  const label = ACTION_LABELS[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moderationActionSchema.safeParse({ action, targetType, targetId, reason });
    if (!parsed.success) {
      dialog.setError(parsed.error.issues[0]?.message ?? 'Please say why');
      return;
    }
    moderate.mutate(parsed.data, {
      onSuccess: () => {
        dialog.close();
        setReason('');
        toast({ tone: 'success', title: `${label}: done`, description: 'The action is in the moderation log.' });
      },
      onError: (failure) => dialog.setError(failure instanceof ApiError ? failure.message : 'Could not save. Please try again.'),
    });
  };

  const danger = action === 'delete' || action === 'ban';
  return (
    <FormDialog
      state={dialog}
      trigger={
        <>
          {label}
          <span className="sr-only"> {subject}</span>
        </>
      }
      triggerClassName={buttonClass(danger ? 'danger' : 'secondary', 'text-sm')}
      title={`${label}: ${subject}`}
      description="Say why. The reason is kept in the moderation log with your name."
      onSubmit={submit}
      submitLabel={label}
      pending={moderate.isPending}
      pendingLabel="Saving…"
      submitVariant={danger ? 'danger' : 'primary'}
      formClassName="space-y-3"
    >
      <label htmlFor={`${ids}-reason`} className="font-semibold text-slate-900">
        Reason
      </label>
      <textarea
        id={`${ids}-reason`}
        value={reason}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={dialog.error ? true : undefined}
        className="block w-full rounded-lg border border-slate-400 px-3 py-2"
      />
    </FormDialog>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const subject = item.type === 'post' ? `post “${item.postTitle}”` : `reply on “${item.postTitle}”`;
  const hold = item.holdReason && item.holdReason in HOLD_REASON_LABELS ? HOLD_REASON_LABELS[item.holdReason as HoldReason] : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {item.type === 'post' ? 'Post' : 'Reply'} · {item.status}
      </p>
      <h3 className="mt-1 text-lg font-bold">
        <Link to={`/forum/${item.postId}${item.type === 'reply' ? `#reply-${item.id}` : ''}`} className="hover:underline">
          {item.type === 'post' ? item.postTitle : `Reply on “${item.postTitle}”`}
        </Link>
      </h3>
      <AuthorLine author={item.author} createdAt={item.createdAt} editedAt={null} />
      {item.author.banned ? <p className="mt-1 text-sm font-semibold text-red-800">The author is banned from the forum.</p> : null}
      <div className="mt-3 rounded-lg bg-slate-50 p-3">
        <ForumProse text={item.body} />
      </div>
      {hold ? <p className="mt-3 text-sm font-medium text-amber-900">Held automatically: {hold}.</p> : null}
      {item.reports.length ? (
        <div className="mt-3">
          <p className="font-semibold text-slate-900">Reports ({item.reports.length})</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {item.reports.map((report, index) => (
              <li key={index}>
                {reportReasonLabel(report.reason)}
                {report.details ? `: “${report.details}”` : ''} — {report.reporter}, {formatLocalDateTime(report.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status === 'held' || item.status === 'hidden' ? (
          <ActionButton action="restore" targetType={item.type} targetId={item.id} subject={subject} />
        ) : null}
        {item.status !== 'hidden' ? <ActionButton action="hide" targetType={item.type} targetId={item.id} subject={subject} /> : null}
        <ActionButton action="delete" targetType={item.type} targetId={item.id} subject={subject} />
        {item.status !== 'held' && item.reports.length ? (
          <ActionButton action="dismiss" targetType={item.type} targetId={item.id} subject={subject} />
        ) : null}
        <ActionButton
          action={item.author.banned ? 'unban' : 'ban'}
          targetType="user"
          targetId={item.author.id}
          subject={item.author.displayName}
        />
      </div>
    </li>
  );
}

function ModerationLog() {
  const log = useModerationLog();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) return <Spinner label="Loading the log…" />;
  if (log.isError) return <Alert>{log.error.message}</Alert>;
  if (!items.length) return <p className="mt-3 text-slate-700">No actions yet.</p>;
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((entry) => (
          <li key={entry.id} className="p-3 text-sm">
            <p>
              <span className="font-semibold">{entry.moderator}</span> {LOGGED_ACTION[entry.action]}{' '}
              {entry.postId ? (
                <Link
                  to={`/forum/${entry.postId}${entry.replyId ? `#reply-${entry.replyId}` : ''}`}
                  className="text-brand-800 underline underline-offset-2"
                >
                  {entry.targetSummary}
                </Link>
              ) : (
                entry.targetSummary
              )}
            </p>
            <p className="text-slate-700">Reason: {entry.reason}</p>
            <p className="text-slate-600">
              <time dateTime={entry.createdAt}>{formatLocalDateTime(entry.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      {log.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading…' : 'Show older actions'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /admin/moderation: held and reported posts and replies, oldest first, and the log of every action. */
export function ModerationPage() {
  usePageTitle('Forum moderation');
  const queue = useModerationQueue();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Forum moderation</h1>
      <p className="mt-2 text-slate-700">
        Posts and replies held automatically or reported by members, oldest first. Every action needs a reason and is logged.
      </p>
      <section aria-labelledby="queue-heading" className="mt-8">
        <h2 id="queue-heading" className="text-2xl font-bold">
          Queue
        </h2>
        {queue.isPending ? (
          <Spinner label="Loading the queue…" />
        ) : queue.isError ? (
          <Alert>{queue.error.message}</Alert>
        ) : queue.data.items.length === 0 ? (
          <p className="mt-3 text-slate-700">Nothing is waiting. Well done.</p>
        ) : (
          <>
            {queue.data.items.length >= queue.data.limit ? (
              <p className="mt-2 text-sm text-slate-700">
                Showing the {queue.data.limit} oldest items; more appear as you work through these.
              </p>
            ) : null}
            <ul className="mt-4 space-y-4">
              {queue.data.items.map((item) => (
                <QueueCard key={`${item.type}-${item.id}`} item={item} />
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="log-heading" className="mt-12">
        <h2 id="log-heading" className="text-2xl font-bold">
          Moderation log
        </h2>
        <ModerationLog />
      </section>
    </div>
  );
}
