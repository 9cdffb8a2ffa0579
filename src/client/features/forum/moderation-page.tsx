import { useId, useState, type FormEvent } from 'react';
import { Link } from '@client/shared/routing';
import { MODERATION_REASON_MAX_LENGTH, moderationActionSchema, type ModerationAction, type ReportReason } from '@domain/forum/schemas';
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
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { AreaKey } from '@client/shared/i18n/messages';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { HOLD_REASON_KEYS, REASON_KEYS } from './forum-messages';
import { useForumText } from './use-forum-text';

type ForumKey = AreaKey<'forum'>;
const ACTION_LABELS: Record<ModerationAction, ForumKey> = {
  restore: 'forum.modActionRestore',
  hide: 'forum.modActionHide',
  delete: 'forum.modActionDelete',
  dismiss: 'forum.modActionDismiss',
  ban: 'forum.modActionBan',
  unban: 'forum.modActionUnban',
};
const LOGGED_ACTION: Record<ModerationAction, ForumKey> = {
  restore: 'forum.modLoggedRestore',
  hide: 'forum.modLoggedHide',
  delete: 'forum.modLoggedDelete',
  dismiss: 'forum.modLoggedDismiss',
  ban: 'forum.modLoggedBan',
  unban: 'forum.modLoggedUnban',
};
const STATUS_KEYS: Record<string, ForumKey> = {
  published: 'forum.statusPublished',
  held: 'forum.statusHeld',
  hidden: 'forum.statusHidden',
  deleted: 'forum.statusDeleted',
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
  const { t } = useForumText();
  const label = t(ACTION_LABELS[action]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moderationActionSchema.safeParse({ action, targetType, targetId, reason });
    if (!parsed.success) {
      dialog.setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? t('forum.modSayWhy'));
      return;
    }
    moderate.mutate(parsed.data, {
      onSuccess: () => {
        dialog.close();
        setReason('');
        toast({ tone: 'success', title: t('forum.modDone', { action: label }), description: t('forum.modDoneDescription') });
      },
      onError: (failure) => dialog.setError(failure instanceof ApiError ? errorText(t, failure) : t('forum.modSaveFailed')),
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
      title={t('forum.modDialogTitle', { action: label, subject })}
      description={t('forum.modDialogDescription')}
      onSubmit={submit}
      submitLabel={label}
      pending={moderate.isPending}
      pendingLabel={t('forum.modSaving')}
      submitVariant={danger ? 'danger' : 'primary'}
      formClassName="space-y-3"
    >
      <label htmlFor={`${ids}-reason`} className="font-semibold text-slate-900">
        {t('forum.modReason')}
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
  const { t } = useForumText();
  const format = useFormatters();
  const subject = t(item.type === 'post' ? 'forum.modSubjectPost' : 'forum.modSubjectReply', { title: item.postTitle });
  const holdKey = item.holdReason ? HOLD_REASON_KEYS[item.holdReason] : undefined;
  const statusKey = STATUS_KEYS[item.status];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t(item.type === 'post' ? 'forum.modTypePost' : 'forum.modTypeReply')} · {statusKey ? t(statusKey) : item.status}
      </p>
      <h3 className="mt-1 text-lg font-bold">
        <Link to={`/forum/${item.postId}${item.type === 'reply' ? `#reply-${item.id}` : ''}`} className="hover:underline">
          {item.type === 'post' ? item.postTitle : t('forum.modReplyOn', { title: item.postTitle })}
        </Link>
      </h3>
      <AuthorLine author={item.author} createdAt={item.createdAt} editedAt={null} />
      {item.author.banned ? <p className="mt-1 text-sm font-semibold text-red-800">{t('forum.modAuthorBanned')}</p> : null}
      <div className="mt-3 rounded-lg bg-slate-50 p-3">
        <ForumProse text={item.body} />
      </div>
      {holdKey ? <p className="mt-3 text-sm font-medium text-amber-900">{t('forum.modHeldAutomatically', { why: t(holdKey) })}</p> : null}
      {item.reports.length ? (
        <div className="mt-3">
          <p className="font-semibold text-slate-900">{t('forum.modReports', { count: item.reports.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {item.reports.map((report, index) => (
              <li key={index}>
                {report.reason in REASON_KEYS ? t(REASON_KEYS[report.reason as ReportReason]) : report.reason}
                {report.details ? `: “${report.details}”` : ''} — {report.reporter}, {format.localDateTime(report.createdAt)}
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
  const { t } = useForumText();
  const format = useFormatters();
  if (log.isPending) return <Spinner label={t('forum.modLoadingLog')} />;
  if (log.isError) return <Alert>{log.error.message}</Alert>;
  if (!items.length) return <p className="mt-3 text-slate-700">{t('forum.modNoActions')}</p>;
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((entry) => (
          <li key={entry.id} className="p-3 text-sm">
            <p>
              <span className="font-semibold">{entry.moderator}</span> {t(LOGGED_ACTION[entry.action])}{' '}
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
            <p className="text-slate-700">{t('forum.modLogReason', { reason: entry.reason })}</p>
            <p className="text-slate-600">
              <time dateTime={entry.createdAt}>{format.localDateTime(entry.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      {log.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? t('forum.loading') : t('forum.modShowOlder')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /admin/moderation: held and reported posts and replies, oldest first, and the log of every action. */
export function ModerationPage() {
  const { t } = useForumText();
  usePageTitle(t('forum.modTitle'));
  const queue = useModerationQueue();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('forum.modTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('forum.modIntro')}</p>
      <section aria-labelledby="queue-heading" className="mt-8">
        <h2 id="queue-heading" className="text-2xl font-bold">
          {t('forum.modQueue')}
        </h2>
        {queue.isPending ? (
          <Spinner label={t('forum.modLoadingQueue')} />
        ) : queue.isError ? (
          <Alert>{queue.error.message}</Alert>
        ) : queue.data.items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('forum.modNothing')}</p>
        ) : (
          <>
            {queue.data.items.length >= queue.data.limit ? (
              <p className="mt-2 text-sm text-slate-700">{t('forum.modShowing', { limit: queue.data.limit })}</p>
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
          {t('forum.modLog')}
        </h2>
        <ModerationLog />
      </section>
    </div>
  );
}
