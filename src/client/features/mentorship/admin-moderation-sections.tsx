import { useId, useState } from 'react';
import type { PRIVATE_CHANNEL_LABELS } from '@domain/mentorship/private-channels';
import { ApiError } from '@client/shared/lib/api-client';
import { errorText } from '@client/shared/i18n/error-text';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { useHeldMessages, useMarkReviewed, useOutbox, useReports, useReviewHeldMessage, type HeldMessage } from './api/use-admin';
import { formatLocalIn, statusInSentence, topicLabel } from './format';

/*
 * The admin page's moderation sections: meeting messages held for a private channel, reported meetings and the
 * mail outbox.
 */

const CHANNEL_KEYS = {
  email: 'mentorship.a_chEmail',
  phone: 'mentorship.a_chPhone',
  'number-words': 'mentorship.a_chWords',
  handle: 'mentorship.a_chHandle',
  link: 'mentorship.a_chLink',
} as const satisfies Record<keyof typeof PRIVATE_CHANNEL_LABELS, string>;

/** A meeting's topic and status in the active language (the status as the API names it if unknown). */
const topicAndStatus = (t: Translate<'mentorship'>, meeting: { topic: string; status: string }) => ({
  topic: topicLabel(t, meeting.topic),
  status: statusInSentence(t, meeting.status),
});

const AUTHOR_ROLES = {
  student: 'mentorship.a_roleStudent',
  professional: 'mentorship.a_roleProfessional',
  contact: 'mentorship.a_roleContact',
  admin: 'mentorship.a_roleAdmin',
} as const satisfies Record<HeldMessage['authorRole'], string>;

/** Meeting messages held for a private channel: release delivers one to the meeting, reject keeps it from everyone but its author. */
export function HeldMessagesSection() {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const ids = useId();
  const held = useHeldMessages();
  const review = useReviewHeldMessage();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const run = async (message: HeldMessage, decision: 'release' | 'reject') => {
    setError(null);
    try {
      await review.mutateAsync({ id: message.id, decision });
      toast({
        tone: 'success',
        title:
          decision === 'release'
            ? t('mentorship.a_released', { name: message.authorName })
            : t('mentorship.a_rejectedMsg', { name: message.authorName }),
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(t, caught) : t('mentorship.a_saveFailed'));
    }
  };

  return (
    <section id="held-messages" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        {t('mentorship.a_held')}
      </h2>
      <p className="mt-1 text-slate-700">{t('mentorship.a_heldIntro')}</p>
      {held.isPending ? <p className="mt-2">{t('mentorship.a_loadingHeld')}</p> : null}
      {held.isError ? <p className="mt-2 text-red-800">{t('mentorship.a_heldFailed')}</p> : null}
      {held.data?.items.length === 0 ? <p className="mt-2 text-slate-700">{t('mentorship.a_noHeld')}</p> : null}
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <ul className="mt-4 space-y-4">
        {held.data?.items.map((message) => (
          <li key={message.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="font-semibold">
              {t('mentorship.a_heldLine', {
                date: formatLocalIn(intlLocale, message.createdAt),
                author: message.authorName,
                role: t(AUTHOR_ROLES[message.authorRole]),
                student: message.meeting.studentName,
                professional: message.meeting.professionalName,
                ...topicAndStatus(t, message.meeting),
              })}
            </p>
            <p className="mt-1 whitespace-pre-line rounded-lg bg-slate-50 p-3">{message.body}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t('mentorship.a_looksLike', { list: message.reasons.map((reason) => t(CHANNEL_KEYS[reason])).join('; ') })}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                disabled={review.isPending}
                onClick={() => void run(message, 'release')}
                aria-label={t('mentorship.a_releaseName', { name: message.authorName })}
              >
                {t('mentorship.a_release')}
              </Button>
              <Button
                variant="danger"
                disabled={review.isPending}
                onClick={() => void run(message, 'reject')}
                aria-label={t('mentorship.a_rejectMsgName', { name: message.authorName })}
              >
                {t('mentorship.a_reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReportsSection() {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const ids = useId();
  const reports = useReports();
  const reviewed = useMarkReviewed();
  return (
    <section id="reports" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        {t('mentorship.a_reports')}
      </h2>
      {reports.isPending ? <p className="mt-2">{t('mentorship.a_loadingReports')}</p> : null}
      {reports.isError ? <p className="mt-2 text-red-800">{t('mentorship.a_reportsFailed')}</p> : null}
      {reports.data?.items.length === 0 ? <p className="mt-2 text-slate-700">{t('mentorship.a_noReports')}</p> : null}
      <ul className="mt-4 space-y-4">
        {reports.data?.items.map((report) => (
          <li key={report.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="font-semibold">
              {t('mentorship.a_reportLine', {
                date: formatLocalIn(intlLocale, report.createdAt),
                email: report.reporterEmail,
                professional: report.meeting.professionalName,
                ...topicAndStatus(t, report.meeting),
              })}
            </p>
            <p className="mt-1 whitespace-pre-line">{report.reason}</p>
            <details className="mt-2">
              <summary className="cursor-pointer">{t('mentorship.a_unmasked', { count: report.messages.length })}</summary>
              <ol className="mt-2 space-y-1 text-sm">
                {report.messages.map((message) => (
                  <li key={message.id}>
                    <span className="font-semibold">{message.authorName}</span> ({formatLocalIn(intlLocale, message.createdAt)})
                    {message.masked ? t('mentorship.a_maskedTag') : ''}
                    {message.status === 'held'
                      ? t('mentorship.a_heldTag')
                      : message.status === 'rejected'
                        ? t('mentorship.a_rejectedTag')
                        : ''}
                    : {message.body}
                  </li>
                ))}
              </ol>
            </details>
            {report.reviewedAt ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('mentorship.a_reviewedBy', { name: report.reviewedBy ?? '', date: formatLocalIn(intlLocale, report.reviewedAt) })}
              </p>
            ) : (
              <Button variant="secondary" className="mt-3" disabled={reviewed.isPending} onClick={() => reviewed.mutate(report.id)}>
                {t('mentorship.a_markReviewed')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OutboxSection() {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const ids = useId();
  const outbox = useOutbox();
  return (
    <section id="outbox" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        {t('mentorship.a_outbox')}
      </h2>
      <p className="mt-1 text-slate-700">{t('mentorship.a_outboxIntro')}</p>
      {outbox.isPending ? <p className="mt-2">{t('mentorship.a_loadingMail')}</p> : null}
      {outbox.isError ? <p className="mt-2 text-red-800">{t('mentorship.a_mailFailed')}</p> : null}
      {outbox.data?.items.length === 0 ? <p className="mt-2 text-slate-700">{t('mentorship.a_noMail')}</p> : null}
      <ul className="mt-4 space-y-3">
        {outbox.data?.items.map((mail) => (
          // Addresses and links in a mail have no spaces to wrap at: let them break so a phone does not scroll sideways.
          <li key={mail.id} className="rounded-xl border border-slate-200 bg-white p-4 [overflow-wrap:anywhere]">
            <details>
              <summary className="cursor-pointer">
                {t('mentorship.a_mailTo', { date: formatLocalIn(intlLocale, mail.createdAt), to: mail.to, subject: mail.subject })}
                {mail.hasInvite ? t('mentorship.a_invite') : ''} ·{' '}
                {mail.transport === 'smtp'
                  ? mail.error
                    ? t('mentorship.a_notDelivered', { error: mail.error })
                    : t('mentorship.a_sent')
                  : t('mentorship.a_outboxOnly')}
              </summary>
              <pre className="mt-2 whitespace-pre-wrap text-sm">{mail.body}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
