import { useId, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGE_MAX, REASON_MAX, type MeetingAction } from '@domain/mentorship/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMeeting, useMeetingAction, usePostMessage, useReportMeeting, type MeetingDetail } from './api/use-meetings';
import { useProfessional } from './api/use-professionals';
import { formatLocal, STATUS_LABELS, viewerTimeZone } from './format';
import { SlotPicker } from './slot-picker';

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

/** /professional-meetings/meetings/:id: the meeting, its decisions, its messages and the report button. */
export function MeetingPage() {
  const { id = '' } = useParams();
  const query = useMeeting(id);
  usePageTitle('Meeting');

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">
          {status === 403
            ? 'This meeting is private'
            : status === 404 || status === 400
              ? 'Meeting not found'
              : 'Could not load the meeting'}
        </h1>
        <p className="mt-2 text-slate-700">{query.error.message}</p>
        <ButtonLink to="/professional-meetings" className="mt-4">
          Back to Meet professionals
        </ButtonLink>
      </div>
    );
  }
  const meeting = query.data;
  const pending = meeting.status === 'rescheduled' && meeting.proposedStartsAt;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/professional-meetings" className="inline-flex min-h-11 items-center text-brand-800 underline">
        Meet professionals
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        Meeting with {meeting.viewer === 'professional' ? meeting.student.name : meeting.professional.fullName}
      </h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd>{STATUS_LABELS[meeting.status]}</dd>
        <dt className="font-semibold">When</dt>
        <dd>
          {formatLocal(meeting.startsAt)} (your time zone, {viewerTimeZone()}), 30 minutes
          {pending ? (
            <span className="block font-semibold text-amber-900">New time proposed: {formatLocal(meeting.proposedStartsAt!)}</span>
          ) : null}
        </dd>
        <dt className="font-semibold">Topic</dt>
        <dd>{meeting.topic}</dd>
        {meeting.questions ? (
          <>
            <dt className="font-semibold">Questions</dt>
            <dd className="whitespace-pre-line">{meeting.questions}</dd>
          </>
        ) : null}
        <dt className="font-semibold">People</dt>
        <dd>
          Student: {meeting.student.name}; professional: {meeting.professional.fullName} ({meeting.professional.jobTitle},{' '}
          {meeting.professional.employer})
          {meeting.contacts.length
            ? `; copied: ${meeting.contacts.map((contact) => `${contact.name} (${contact.userType ?? 'contact'})`).join(', ')}`
            : ''}
        </dd>
        {meeting.closedReason ? (
          <>
            <dt className="font-semibold">Reason</dt>
            <dd>{meeting.closedReason}</dd>
          </>
        ) : null}
        {meeting.studentFeedback ? (
          <>
            <dt className="font-semibold">Student's feedback</dt>
            <dd>{meeting.studentFeedback}</dd>
          </>
        ) : null}
        {meeting.professionalFeedback ? (
          <>
            <dt className="font-semibold">Professional's notes</dt>
            <dd>{meeting.professionalFeedback}</dd>
          </>
        ) : null}
      </dl>
      {meeting.meetingUrl ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={meeting.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Join the video meeting (opens in a new tab)
          </a>
          <a
            href={`/api/meetings/${meeting.id}/calendar.ics`}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Add to calendar (.ics)
          </a>
        </div>
      ) : null}
      <Actions meeting={meeting} />
      <Messages meeting={meeting} />
      {meeting.viewer !== 'admin' ? <ReportButton meetingId={meeting.id} /> : null}
    </div>
  );
}

type Step = {
  action: MeetingAction['action'];
  label: string;
  confirm: string;
  reasonLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger';
};

const STEPS: Step[] = [
  { action: 'accept', label: 'Accept', confirm: '' },
  { action: 'accept-proposal', label: 'Accept the new time', confirm: '' },
  { action: 'propose', label: 'Propose another time', confirm: 'Send this time', variant: 'secondary' },
  {
    action: 'decline',
    label: 'Decline',
    confirm: 'Yes, decline',
    reasonLabel: 'Reason (optional, shared with the student)',
    variant: 'secondary',
  },
  { action: 'complete', label: 'Mark as done', confirm: 'Mark as done', reasonLabel: 'Feedback (optional)', variant: 'secondary' },
  { action: 'cancel', label: 'Cancel meeting', confirm: 'Yes, cancel the meeting', reasonLabel: 'Reason (optional)', variant: 'danger' },
];

function Actions({ meeting }: { meeting: MeetingDetail }) {
  const act = useMeetingAction(meeting.id);
  const toast = useToast();
  const ids = useId();
  const [open, setOpen] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const steps = STEPS.filter((step) => meeting.actions.includes(step.action));
  if (steps.length === 0) return null;

  const run = async (action: MeetingAction) => {
    setError(null);
    try {
      await act.mutateAsync(action);
      setOpen(null);
      setReason('');
      toast({ tone: 'success', title: 'Meeting updated' });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not update the meeting. Please try again.');
    }
  };

  const build = (step: Step): MeetingAction | null => {
    switch (step.action) {
      case 'propose':
        return slot ? { action: 'propose', startsAt: slot } : null;
      case 'decline':
      case 'cancel':
        return { action: step.action, reason };
      case 'complete':
        return { action: 'complete', feedback: reason };
      default:
        return { action: step.action } as MeetingAction;
    }
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${ids}-heading`} className="text-xl font-bold">
        What next
      </h2>
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {steps.map((step) => (
          <Button
            key={step.action}
            variant={step.variant ?? 'primary'}
            disabled={act.isPending}
            aria-expanded={step.confirm ? open?.action === step.action : undefined}
            onClick={() => {
              if (!step.confirm) void run({ action: step.action } as MeetingAction);
              else setOpen(open?.action === step.action ? null : step);
            }}
          >
            {step.label}
          </Button>
        ))}
      </div>
      {open ? (
        <div className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
          {open.action === 'propose' ? <ProposeSlots professionalId={meeting.professional.id} value={slot} onChange={setSlot} /> : null}
          {open.reasonLabel ? (
            <div>
              <MeetingText id={`${ids}-reason`} label={open.reasonLabel} maxLength={REASON_MAX} value={reason} onChange={setReason} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant={open.variant === 'danger' ? 'danger' : 'primary'}
              disabled={act.isPending || (open.action === 'propose' && !slot)}
              onClick={() => {
                const action = build(open);
                if (action) void run(action);
              }}
            >
              {open.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              Go back
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ProposeSlots({ professionalId, value, onChange }: { professionalId: string; value: string; onChange: (slot: string) => void }) {
  const profile = useProfessional(professionalId);
  if (profile.isPending) return <p>Loading your free times…</p>;
  if (profile.isError) return <p className="text-red-800">Could not load your free times.</p>;
  return <SlotPicker slots={profile.data.slots} value={value} onChange={onChange} legend="Choose another time" />;
}

function Messages({ meeting }: { meeting: MeetingDetail }) {
  const ids = useId();
  const post = usePostMessage(meeting.id);
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<ReactNode>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setNotice(null);
    try {
      const result = await post.mutateAsync(body);
      setBody('');
      if (result.held) {
        setNotice(
          <Alert tone="info">
            Your message is held for a safety review: it looks like it contains contact details or another way to talk outside Waypoint. The
            others in this meeting will see it only if a Waypoint administrator releases it.
          </Alert>,
        );
      } else if (result.masked)
        setNotice(<Alert tone="info">Contact details were removed from your message: please keep all contact on Waypoint.</Alert>);
    } catch (caught) {
      setNotice(<Alert>{caught instanceof ApiError ? caught.message : 'Could not send the message. Please try again.'}</Alert>);
    }
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${ids}-heading`} className="text-xl font-bold">
        Messages
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Everyone in this meeting (and any parent or educator copied) sees these messages. Phone numbers and e-mail addresses are hidden, and
        a message with contact details, social media accounts or links to other chat apps is held for a safety review before anyone else
        sees it. Messages are kept for safety reviews.
      </p>
      {meeting.messages.length === 0 ? <p className="mt-3 text-slate-700">No messages yet.</p> : null}
      <ol className="mt-3 space-y-3">
        {meeting.messages.map((message) => (
          <li key={message.id} className={`rounded-lg p-3 ${message.mine ? 'bg-brand-50' : 'bg-slate-50'}`}>
            <p className="text-sm font-semibold">
              {message.mine ? 'You' : message.authorName}{' '}
              <span className="font-normal text-slate-600">· {formatLocal(message.createdAt)}</span>
            </p>
            <p className="whitespace-pre-line">{message.body}</p>
            {message.status === 'held' ? (
              <p className="mt-1 text-sm font-semibold text-amber-900">Held for safety review: not delivered yet.</p>
            ) : message.status === 'rejected' ? (
              <p className="mt-1 text-sm font-semibold text-red-800">
                Not delivered: a safety review found contact details or a private channel in it.
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {meeting.canPostMessages ? (
        <form onSubmit={submit} className="mt-4 space-y-2">
          <MeetingText id={`${ids}-body`} label="Write a message" maxLength={MESSAGE_MAX} value={body} onChange={setBody} />
          {notice}
          <Button type="submit" disabled={post.isPending || body.trim() === ''}>
            Send message
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function ReportButton({ meetingId }: { meetingId: string }) {
  const ids = useId();
  const report = useReportMeeting(meetingId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (report.isSuccess) {
    return (
      <div className="mt-6">
        <Alert tone="success">Thank you. Waypoint administrators will review this meeting.</Alert>
      </div>
    );
  }
  return (
    <section className="mt-6">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Report a problem with this meeting
      </Button>
      {open ? (
        <form
          className="mt-3 space-y-2 rounded-lg bg-slate-50 p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            if (!reason.trim()) {
              setError('Tell us what happened.');
              return;
            }
            try {
              await report.mutateAsync(reason);
            } catch (caught) {
              setError(caught instanceof ApiError ? caught.message : 'Could not send the report. Please try again.');
            }
          }}
        >
          <MeetingText
            id={`${ids}-reason`}
            label="What happened? Administrators will see this meeting and all its messages."
            maxLength={REASON_MAX}
            value={reason}
            onChange={setReason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
          {error ? (
            <p id={`${ids}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="danger" disabled={report.isPending}>
            Send report
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** A labelled three-line text box of the meeting page (a reason, a message, a report). */
function MeetingText({
  id,
  label,
  onChange,
  ...textarea
}: Omit<ComponentPropsWithoutRef<'textarea'>, 'onChange'> & { id: string; label: ReactNode; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea {...textarea} id={id} rows={3} className={fieldClass} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
