import { useId, useState } from 'react';
import { APPLICATION_STATUSES, REASON_MAX, type ApplicationStatus } from '@domain/mentorship/schemas';
import { PRIVATE_CHANNEL_LABELS } from '@domain/mentorship/private-channels';
import { ApiError } from '@client/shared/lib/api-client';
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
import { formatLocal, formatWeeklySlot } from './format';
import { useApplicationDecision } from './use-application-decision';

const STATUS_NAMES: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** /admin/professionals (admins only): the application queue, meeting reports and the mail outbox. */
export function AdminProfessionalsPage() {
  usePageTitle('Professionals (admin)');
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const applications = useApplications(status);
  const ids = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Professionals</h1>
      <p className="mt-2 text-slate-700">Review mentor applications, held meeting messages, safety reports and the mail Waypoint sent.</p>
      <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-4">
        <a href="#applications" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Applications
        </a>
        <a href="#held-messages" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Held messages
        </a>
        <a href="#reports" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Meeting reports
        </a>
        <a href="#outbox" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Mail outbox
        </a>
      </nav>

      <section id="applications" aria-labelledby={`${ids}-apps`} className="mt-8">
        <h2 id={`${ids}-apps`} className="text-2xl font-bold">
          Applications
        </h2>
        <div className="mt-3 max-w-xs">
          <label htmlFor={`${ids}-status`} className="text-sm font-semibold">
            Show
          </label>
          <select
            id={`${ids}-status`}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as ApplicationStatus | undefined)}
          >
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_NAMES[value]}
              </option>
            ))}
            <option value="">All</option>
          </select>
        </div>
        {applications.isPending ? <Spinner label="Loading applications…" /> : null}
        {applications.isError ? (
          <div className="mt-3">
            <Alert>Could not load applications.</Alert>
          </div>
        ) : null}
        {applications.data?.items.length === 0 ? <p className="mt-4 text-slate-700">No applications here.</p> : null}
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
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {application.headshotUrl ? (
        <img src={application.headshotUrl} alt={`Headshot of ${application.fullName}`} className="h-24 w-24 rounded-full object-cover" />
      ) : null}
      <div className="grow">
        <h3 id={nameId} className="text-lg font-bold">
          {application.fullName} <span className="text-base font-normal text-slate-700">({STATUS_NAMES[application.status]})</span>
        </h3>
        <p>
          {application.jobTitle}, {application.employer} · {application.industry} · {application.career.title ?? application.career.socCode}{' '}
          · {application.yearsExperience} years
        </p>
        <p className="text-sm text-slate-700">
          Account: {application.email} · submitted {formatLocal(application.submittedAt)} ·{' '}
          <a href={application.workUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 underline">
            work profile (new tab)
          </a>
        </p>
        <p className="mt-2 whitespace-pre-line">{application.bio}</p>
        <p className="mt-2 text-sm">Topics: {application.topics.join(', ')}</p>
        <p className="text-sm">
          Weekly hours ({application.timeZone}): {application.availability.map(formatWeeklySlot).join('; ')}
        </p>
        {application.decisions.length ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">Decision log ({application.decisions.length})</summary>
            <ul className="mt-1 list-disc pl-5">
              {application.decisions.map((decision) => (
                <li key={decision.at}>
                  {formatLocal(decision.at)}: {decision.decision} by {decision.adminEmail}
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
        Reason (sent to the applicant)
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
          {decision === 'reject' ? 'Reject application' : 'Suspend professional'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Go back
        </Button>
      </div>
    </form>
  );
}

function ApplicationItem({ application }: { application: AdminApplication }) {
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
            aria-label={`Approve ${application.fullName}`}
          >
            {application.status === 'suspended' ? 'Reinstate' : 'Approve'}
          </Button>
        ) : null}
        {canReject ? (
          <Button
            variant="secondary"
            aria-expanded={open === 'reject'}
            onClick={() => setOpen(open === 'reject' ? null : 'reject')}
            aria-label={`Reject ${application.fullName}`}
          >
            Reject
          </Button>
        ) : null}
        {canSuspend ? (
          <Button
            variant="danger"
            aria-expanded={open === 'suspend'}
            onClick={() => setOpen(open === 'suspend' ? null : 'suspend')}
            aria-label={`Suspend ${application.fullName}`}
          >
            Suspend
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
          onMissingReason={() => setError('Give a reason: the applicant sees it.')}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}

const AUTHOR_ROLES: Record<HeldMessage['authorRole'], string> = {
  student: 'student',
  professional: 'professional',
  contact: 'parent or educator',
  admin: 'administrator',
};

/** Meeting messages held for a private channel: release delivers one to the meeting, reject keeps it from everyone but its author. */
function HeldMessagesSection() {
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
        title: decision === 'release' ? `Released ${message.authorName}'s message` : `Rejected ${message.authorName}'s message`,
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not save the decision. Please try again.');
    }
  };

  return (
    <section id="held-messages" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        Held messages
      </h2>
      <p className="mt-1 text-slate-700">
        Meeting messages that look like they carry contact details or another way to talk outside Waypoint. Only their author sees them
        until you release them (everyone in the meeting then sees them, with e-mail addresses and phone numbers masked) or reject them.
      </p>
      {held.isPending ? <p className="mt-2">Loading held messages…</p> : null}
      {held.isError ? <p className="mt-2 text-red-800">Could not load held messages.</p> : null}
      {held.data?.items.length === 0 ? <p className="mt-2 text-slate-700">No messages are waiting.</p> : null}
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <ul className="mt-4 space-y-4">
        {held.data?.items.map((message) => (
          <li key={message.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="font-semibold">
              {formatLocal(message.createdAt)}: {message.authorName} ({AUTHOR_ROLES[message.authorRole]}) in the meeting of{' '}
              {message.meeting.studentName} with {message.meeting.professionalName} ({message.meeting.topic}, {message.meeting.status})
            </p>
            <p className="mt-1 whitespace-pre-line rounded-lg bg-slate-50 p-3">{message.body}</p>
            <p className="mt-1 text-sm text-slate-700">
              Looks like it contains: {message.reasons.map((reason) => PRIVATE_CHANNEL_LABELS[reason]).join('; ')}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                disabled={review.isPending}
                onClick={() => void run(message, 'release')}
                aria-label={`Release ${message.authorName}'s message`}
              >
                Release
              </Button>
              <Button
                variant="danger"
                disabled={review.isPending}
                onClick={() => void run(message, 'reject')}
                aria-label={`Reject ${message.authorName}'s message`}
              >
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportsSection() {
  const ids = useId();
  const reports = useReports();
  const reviewed = useMarkReviewed();
  return (
    <section id="reports" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        Meeting reports
      </h2>
      {reports.isPending ? <p className="mt-2">Loading reports…</p> : null}
      {reports.isError ? <p className="mt-2 text-red-800">Could not load reports.</p> : null}
      {reports.data?.items.length === 0 ? <p className="mt-2 text-slate-700">No reports.</p> : null}
      <ul className="mt-4 space-y-4">
        {reports.data?.items.map((report) => (
          <li key={report.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="font-semibold">
              {formatLocal(report.createdAt)}: {report.reporterEmail} reported the meeting with {report.meeting.professionalName} (
              {report.meeting.topic}, {report.meeting.status})
            </p>
            <p className="mt-1 whitespace-pre-line">{report.reason}</p>
            <details className="mt-2">
              <summary className="cursor-pointer">Messages, unmasked ({report.messages.length})</summary>
              <ol className="mt-2 space-y-1 text-sm">
                {report.messages.map((message) => (
                  <li key={message.id}>
                    <span className="font-semibold">{message.authorName}</span> ({formatLocal(message.createdAt)})
                    {message.masked ? ' [masked for participants]' : ''}
                    {message.status === 'held' ? ' [held for review]' : message.status === 'rejected' ? ' [rejected in review]' : ''}:{' '}
                    {message.body}
                  </li>
                ))}
              </ol>
            </details>
            {report.reviewedAt ? (
              <p className="mt-2 text-sm text-slate-700">
                Reviewed by {report.reviewedBy} on {formatLocal(report.reviewedAt)}
              </p>
            ) : (
              <Button variant="secondary" className="mt-3" disabled={reviewed.isPending} onClick={() => reviewed.mutate(report.id)}>
                Mark as reviewed
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutboxSection() {
  const ids = useId();
  const outbox = useOutbox();
  return (
    <section id="outbox" aria-labelledby={`${ids}-heading`} className="mt-12">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold">
        Mail outbox
      </h2>
      <p className="mt-1 text-slate-700">The latest 100 e-mails. Without SMTP_URL configured, mail is kept here instead of being sent.</p>
      {outbox.isPending ? <p className="mt-2">Loading mail…</p> : null}
      {outbox.isError ? <p className="mt-2 text-red-800">Could not load the outbox.</p> : null}
      {outbox.data?.items.length === 0 ? <p className="mt-2 text-slate-700">No mail yet.</p> : null}
      <ul className="mt-4 space-y-3">
        {outbox.data?.items.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <details>
              <summary className="cursor-pointer">
                {formatLocal(mail.createdAt)} · to {mail.to} · {mail.subject}
                {mail.hasInvite ? ' · calendar invite' : ''} ·{' '}
                {mail.transport === 'smtp' ? (mail.error ? `not delivered (${mail.error})` : 'sent') : 'outbox only'}
              </summary>
              <pre className="mt-2 whitespace-pre-wrap text-sm">{mail.body}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
