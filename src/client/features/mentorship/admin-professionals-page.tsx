import { useId, useState } from 'react';
import { APPLICATION_STATUSES, REASON_MAX, type ApplicationStatus } from '@domain/mentorship/mentorship-values';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useApplications, type AdminApplication } from './api/use-admin';
import { formatLocalIn, formatWeeklySlotIn, industryLabel, topicLabel } from './format';
import { useApplicationDecision } from './use-application-decision';
import { HeldMessagesSection, OutboxSection, ReportsSection } from './admin-moderation-sections';

const STATUS_NAMES = {
  pending: 'mentorship.a_pending',
  approved: 'mentorship.a_approved',
  rejected: 'mentorship.a_rejected',
  suspended: 'mentorship.a_suspended',
} as const satisfies Record<ApplicationStatus, string>;

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
