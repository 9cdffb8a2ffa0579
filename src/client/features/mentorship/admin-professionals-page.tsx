import { useId, useState } from 'react';
import { APPLICATION_STATUSES, REASON_MAX, type ApplicationStatus } from '@domain/mentorship/mentorship-values';
import type { PRIVATE_CHANNEL_LABELS } from '@domain/mentorship/private-channels';
import { ApiError } from '@client/shared/lib/api-client';
import { errorText } from '@client/shared/i18n/error-text';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import {
  useApplications,
  useHeldMessages,
  useMarkReviewed,
  useOutbox,
  useReports,
  useReviewHeldMessage,
  type AdminApplication,
  type HeldMessage,
} from './api/use-admin';
import { formatLocalIn, formatWeeklySlotIn, industryLabel, topicLabel } from './format';
import { useApplicationDecision } from './use-application-decision';
import { statusInSentence } from './format';

const STATUS_NAMES = {
  pending: 'mentorship.a_pending',
  approved: 'mentorship.a_approved',
  rejected: 'mentorship.a_rejected',
  suspended: 'mentorship.a_suspended',
} as const satisfies Record<ApplicationStatus, string>;

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

/** /admin/professionals (admins only): the application queue, meeting reports and the mail outbox. */
export function AdminProfessionalsPage() {
  const t = useT('mentorship');
  usePageTitle(t('mentorship.a_pageTitle'));
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const applications = useApplications(status);
  const ids = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('mentorship.professionals')}</h1>
      <p className="mt-2 text-slate-700">{t('mentorship.a_intro')}</p>
      <nav aria-label={t('mentorship.a_sections')} className="mt-4 flex flex-wrap gap-4">
        <a href="#applications" className="inline-flex min-h-11 items-center text-brand-800 underline">
          {t('mentorship.a_applications')}
        </a>
        <a href="#held-messages" className="inline-flex min-h-11 items-center text-brand-800 underline">
          {t('mentorship.a_held')}
        </a>
        <a href="#reports" className="inline-flex min-h-11 items-center text-brand-800 underline">
          {t('mentorship.a_reports')}
        </a>
        <a href="#outbox" className="inline-flex min-h-11 items-center text-brand-800 underline">
          {t('mentorship.a_outbox')}
        </a>
      </nav>

      <section id="applications" aria-labelledby={`${ids}-apps`} className="mt-8">
        <h2 id={`${ids}-apps`} className="text-2xl font-bold">
          {t('mentorship.a_applications')}
        </h2>
        <div className="mt-3 max-w-xs">
          <label htmlFor={`${ids}-status`} className="text-sm font-semibold">
            {t('mentorship.a_show')}
          </label>
          <select
            id={`${ids}-status`}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as ApplicationStatus | undefined)}
          >
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_NAMES[value])}
              </option>
            ))}
            <option value="">{t('mentorship.a_all')}</option>
          </select>
        </div>
        {applications.isPending ? <Spinner label={t('mentorship.a_loadingApps')} /> : null}
        {applications.isError ? (
          <div className="mt-3">
            <Alert>{t('mentorship.a_appsFailed')}</Alert>
          </div>
        ) : null}
        {applications.data?.items.length === 0 ? <p className="mt-4 text-slate-700">{t('mentorship.a_noApps')}</p> : null}
        <ul className="mt-4 space-y-4">
          {applications.data?.items.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      </section>
      <HeldMessagesSection />
      <ReportsSection />
      <OutboxSection />
    </div>
  );
}

/** Who applied: photo, job, account, bio, topics, weekly hours and the decision log. */
function ApplicationDetails({ application, nameId }: { application: AdminApplication; nameId: string }) {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {application.headshotUrl ? (
        <img
          src={application.headshotUrl}
          alt={t('mentorship.headshotOf', { name: application.fullName })}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : null}
      <div className="grow">
        <h3 id={nameId} className="text-lg font-bold">
          {application.fullName} <span className="text-base font-normal text-slate-700">({t(STATUS_NAMES[application.status])})</span>
        </h3>
        <p>
          {application.jobTitle}, {application.employer} · {industryLabel(t, application.industry)} ·{' '}
          {application.career.title ?? application.career.socCode} · {t('mentorship.a_years', { count: application.yearsExperience })}
        </p>
        <p className="text-sm text-slate-700">
          {t('mentorship.a_account', { email: application.email, date: formatLocalIn(intlLocale, application.submittedAt) })}{' '}
          <a href={application.workUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 underline">
            {t('mentorship.a_workProfile')}
          </a>
        </p>
        <p className="mt-2 whitespace-pre-line">{application.bio}</p>
        <p className="mt-2 text-sm">
          {t('mentorship.a_topics', { list: application.topics.map((topic) => topicLabel(t, topic)).join(', ') })}
        </p>
        <p className="text-sm">
          {t('mentorship.r_weeklyHours', {
            zone: application.timeZone,
            hours: application.availability.map((slot) => formatWeeklySlotIn(intlLocale, slot)).join('; '),
          })}
        </p>
        {application.decisions.length ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">{t('mentorship.a_decisionLog', { count: application.decisions.length })}</summary>
            <ul className="mt-1 list-disc pl-5">
              {application.decisions.map((decision) => (
                <li key={decision.at}>
                  {t('mentorship.a_decisionBy', {
                    date: formatLocalIn(intlLocale, decision.at),
                    decision: decision.decision,
                    email: decision.adminEmail,
                  })}
                  {decision.reason ? ` (${decision.reason})` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** Rejecting or suspending needs a reason, which the applicant sees. */
function DecisionReasonForm({
  decision,
  reason,
  setReason,
  pending,
  onSubmit,
  onMissingReason,
  onCancel,
}: {
  decision: 'reject' | 'suspend';
  reason: string;
  setReason: (reason: string) => void;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onMissingReason: () => void;
  onCancel: () => void;
}) {
  const t = useT('mentorship');
  const ids = useId();
  return (
    <form
      className="mt-3 space-y-2 rounded-lg bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          onMissingReason();
          return;
        }
        onSubmit(reason);
      }}
    >
      <label htmlFor={`${ids}-reason`} className="font-semibold">
        {t('mentorship.a_reasonToApplicant')}
      </label>
      <textarea
        id={`${ids}-reason`}
        rows={3}
        maxLength={REASON_MAX}
        className="block w-full rounded-lg border border-slate-400 px-3 py-2"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex gap-3">
        <Button type="submit" variant="danger" disabled={pending}>
          {decision === 'reject' ? t('mentorship.a_rejectApplication') : t('mentorship.a_suspendProfessional')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('mentorship.a_goBack')}
        </Button>
      </div>
    </form>
  );
}

function ApplicationItem({ application }: { application: AdminApplication }) {
  const t = useT('mentorship');
  const ids = useId();
  const { open, setOpen, reason, setReason, error, setError, pending, run } = useApplicationDecision(application);
  const canApprove = application.status !== 'approved';
  const canReject = application.status === 'pending';
  const canSuspend = application.status === 'approved';

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`${ids}-name`}>
      <ApplicationDetails application={application} nameId={`${ids}-name`} />
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {canApprove ? (
          <Button
            disabled={pending}
            onClick={() => void run({ id: application.id, decision: 'approve' })}
            aria-label={t('mentorship.a_approveName', { name: application.fullName })}
          >
            {application.status === 'suspended' ? t('mentorship.a_reinstate') : t('mentorship.a_approve')}
          </Button>
        ) : null}
        {canReject ? (
          <Button
            variant="secondary"
            aria-expanded={open === 'reject'}
            onClick={() => setOpen(open === 'reject' ? null : 'reject')}
            aria-label={t('mentorship.a_rejectName', { name: application.fullName })}
          >
            {t('mentorship.a_reject')}
          </Button>
        ) : null}
        {canSuspend ? (
          <Button
            variant="danger"
            aria-expanded={open === 'suspend'}
            onClick={() => setOpen(open === 'suspend' ? null : 'suspend')}
            aria-label={t('mentorship.a_suspendName', { name: application.fullName })}
          >
            {t('mentorship.a_suspend')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <DecisionReasonForm
          decision={open}
          reason={reason}
          setReason={setReason}
          pending={pending}
          onSubmit={(reason) => void run({ id: application.id, decision: open, reason })}
          onMissingReason={() => setError(t('mentorship.a_giveReason'))}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}

const AUTHOR_ROLES = {
  student: 'mentorship.a_roleStudent',
  professional: 'mentorship.a_roleProfessional',
  contact: 'mentorship.a_roleContact',
  admin: 'mentorship.a_roleAdmin',
} as const satisfies Record<HeldMessage['authorRole'], string>;

/** Meeting messages held for a private channel: release delivers one to the meeting, reject keeps it from everyone but its author. */
function HeldMessagesSection() {
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

function ReportsSection() {
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

function OutboxSection() {
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
