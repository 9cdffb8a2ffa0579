import { useId, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from '@client/shared/routing';
import { MESSAGE_MAX, REASON_MAX } from '@domain/mentorship/mentorship-values';
import type { MeetingAction } from '@domain/mentorship/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { apiErrorText, errorText } from '@client/shared/i18n/error-text';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { useToast } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMeeting, useMeetingAction, usePostMessage, useReportMeeting, type MeetingDetail } from './api/use-meetings';
import { useProfessional } from './api/use-professionals';
import { formatLocalIn, STATUS_KEYS, topicLabel, viewerTimeZone } from './format';
import { SlotPicker } from './slot-picker';

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

/** /professional-meetings/meetings/:id: the meeting, its decisions, its messages and the report button. */
export function MeetingPage() {
  const { id = '' } = useParams();
  const t = useT('mentorship');
  const query = useMeeting(id);
  usePageTitle(t('mentorship.m_meeting'));

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">
          {status === 403
            ? t('mentorship.m_private')
            : status === 404 || status === 400
              ? t('mentorship.m_meetingNotFound')
              : t('mentorship.m_meetingFailed')}
        </h1>
        <p className="mt-2 text-slate-700">{query.error instanceof ApiError ? errorText(t, query.error) : query.error.message}</p>
        <ButtonLink to="/professional-meetings" className="mt-4">
          {t('mentorship.m_backToMeet')}
        </ButtonLink>
      </div>
    );
  }
  const meeting = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/professional-meetings" className="inline-flex min-h-11 items-center text-brand-800 underline">
        {t('mentorship.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {t('mentorship.m_meetingWith', { name: meeting.viewer === 'professional' ? meeting.student.name : meeting.professional.fullName })}
      </h1>
      <MeetingFacts meeting={meeting} />
      {meeting.meetingUrl ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={meeting.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('mentorship.m_joinVideo')}
          </a>
          <a
            href={`/api/meetings/${meeting.id}/calendar.ics`}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('mentorship.m_addToCalendar')}
          </a>
        </div>
      ) : null}
      <Actions meeting={meeting} />
      <Messages meeting={meeting} />
      {meeting.viewer !== 'admin' ? <ReportButton meetingId={meeting.id} /> : null}
    </div>
  );
}

/** The meeting's status, time (and a newly proposed one), topic, questions, people, and any reason or feedback it closed with. */
function MeetingFacts({ meeting }: { meeting: MeetingDetail }) {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const pending = meeting.status === 'rescheduled' && meeting.proposedStartsAt;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t('mentorship.m_status')}</dt>
      <dd>{t(STATUS_KEYS[meeting.status])}</dd>
      <dt className="font-semibold">{t('mentorship.m_when')}</dt>
      <dd>
        {t('mentorship.m_whenValue', { date: formatLocalIn(intlLocale, meeting.startsAt), zone: viewerTimeZone() })}
        {pending ? (
          <span className="block font-semibold text-amber-900">
            {t('mentorship.m_newTimeProposed', { date: formatLocalIn(intlLocale, meeting.proposedStartsAt!) })}
          </span>
        ) : null}
      </dd>
      <dt className="font-semibold">{t('mentorship.topic')}</dt>
      <dd>{topicLabel(t, meeting.topic)}</dd>
      {meeting.questions ? (
        <>
          <dt className="font-semibold">{t('mentorship.m_questions')}</dt>
          <dd className="whitespace-pre-line">{meeting.questions}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{t('mentorship.m_people')}</dt>
      <dd>
        {t('mentorship.m_peopleValue', {
          student: meeting.student.name,
          professional: meeting.professional.fullName,
          jobTitle: meeting.professional.jobTitle,
          employer: meeting.professional.employer,
        })}
        {meeting.contacts.length
          ? t('mentorship.m_copied', {
              list: meeting.contacts.map((contact) => `${contact.name} (${contact.userType ?? t('mentorship.m_contact')})`).join(', '),
            })
          : ''}
      </dd>
      {meeting.closedReason ? (
        <>
          <dt className="font-semibold">{t('mentorship.m_reason')}</dt>
          <dd>{meeting.closedReason}</dd>
        </>
      ) : null}
      {meeting.studentFeedback ? (
        <>
          <dt className="font-semibold">{t('mentorship.m_studentFeedback')}</dt>
          <dd>{meeting.studentFeedback}</dd>
        </>
      ) : null}
      {meeting.professionalFeedback ? (
        <>
          <dt className="font-semibold">{t('mentorship.m_professionalNotes')}</dt>
          <dd>{meeting.professionalFeedback}</dd>
        </>
      ) : null}
    </dl>
  );
}

type MentorshipKey = AreaKey<'mentorship'>;
type Step = {
  action: MeetingAction['action'];
  label: MentorshipKey;
  confirm: MentorshipKey | '';
  reasonLabel?: MentorshipKey;
  variant?: 'primary' | 'secondary' | 'danger';
};

const STEPS: Step[] = [
  { action: 'accept', label: 'mentorship.m_stepAccept', confirm: '' },
  { action: 'accept-proposal', label: 'mentorship.m_stepAcceptProposal', confirm: '' },
  { action: 'propose', label: 'mentorship.m_stepPropose', confirm: 'mentorship.m_confirmPropose', variant: 'secondary' },
  {
    action: 'decline',
    label: 'mentorship.m_stepDecline',
    confirm: 'mentorship.m_confirmDecline',
    reasonLabel: 'mentorship.m_reasonShared',
    variant: 'secondary',
  },
  {
    action: 'complete',
    label: 'mentorship.m_stepComplete',
    confirm: 'mentorship.m_stepComplete',
    reasonLabel: 'mentorship.m_feedbackOptional',
    variant: 'secondary',
  },
  {
    action: 'cancel',
    label: 'mentorship.m_stepCancel',
    confirm: 'mentorship.m_confirmCancel',
    reasonLabel: 'mentorship.m_reasonOptional',
    variant: 'danger',
  },
];

function Actions({ meeting }: { meeting: MeetingDetail }) {
  const t = useT('mentorship');
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
      toast({ tone: 'success', title: t('mentorship.m_meetingUpdated') });
    } catch (caught) {
      setError(caught instanceof ApiError ? apiErrorText(t, caught) : t('mentorship.m_updateFailed'));
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
        {t('mentorship.m_whatNext')}
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
            {t(step.label)}
          </Button>
        ))}
      </div>
      {open ? (
        <div className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
          {open.action === 'propose' ? <ProposeSlots professionalId={meeting.professional.id} value={slot} onChange={setSlot} /> : null}
          {open.reasonLabel ? (
            <div>
              <MeetingText id={`${ids}-reason`} label={t(open.reasonLabel)} maxLength={REASON_MAX} value={reason} onChange={setReason} />
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
              {open.confirm ? t(open.confirm) : null}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('mentorship.m_goBack')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ProposeSlots({ professionalId, value, onChange }: { professionalId: string; value: string; onChange: (slot: string) => void }) {
  const t = useT('mentorship');
  const profile = useProfessional(professionalId);
  if (profile.isPending) return <p>{t('mentorship.m_loadingFreeTimes')}</p>;
  if (profile.isError) return <p className="text-red-800">{t('mentorship.m_freeTimesFailed')}</p>;
  return <SlotPicker slots={profile.data.slots} value={value} onChange={onChange} legend={t('mentorship.m_chooseAnotherTime')} />;
}

function Messages({ meeting }: { meeting: MeetingDetail }) {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
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
        setNotice(<Alert tone="info">{t('mentorship.m_heldNotice')}</Alert>);
      } else if (result.masked) setNotice(<Alert tone="info">{t('mentorship.m_maskedNotice')}</Alert>);
    } catch (caught) {
      setNotice(<Alert>{caught instanceof ApiError ? apiErrorText(t, caught) : t('mentorship.m_messageFailed')}</Alert>);
    }
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${ids}-heading`} className="text-xl font-bold">
        {t('mentorship.m_messages')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('mentorship.m_messagesIntro')}</p>
      {meeting.messages.length === 0 ? <p className="mt-3 text-slate-700">{t('mentorship.m_noMessages')}</p> : null}
      <ol className="mt-3 space-y-3">
        {meeting.messages.map((message) => (
          <li key={message.id} className={`rounded-lg p-3 ${message.mine ? 'bg-brand-50' : 'bg-slate-50'}`}>
            <p className="text-sm font-semibold">
              {message.mine ? t('mentorship.m_you') : message.authorName}{' '}
              <span className="font-normal text-slate-600">· {formatLocalIn(intlLocale, message.createdAt)}</span>
            </p>
            <p className="whitespace-pre-line">{message.body}</p>
            {message.status === 'held' ? (
              <p className="mt-1 text-sm font-semibold text-amber-900">{t('mentorship.m_heldStatus')}</p>
            ) : message.status === 'rejected' ? (
              <p className="mt-1 text-sm font-semibold text-red-800">{t('mentorship.m_rejectedStatus')}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {meeting.canPostMessages ? (
        <form onSubmit={submit} className="mt-4 space-y-2">
          <MeetingText id={`${ids}-body`} label={t('mentorship.m_writeMessage')} maxLength={MESSAGE_MAX} value={body} onChange={setBody} />
          {notice}
          <Button type="submit" disabled={post.isPending || body.trim() === ''}>
            {t('mentorship.m_sendMessage')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function ReportButton({ meetingId }: { meetingId: string }) {
  const t = useT('mentorship');
  const ids = useId();
  const report = useReportMeeting(meetingId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (report.isSuccess) {
    return (
      <div className="mt-6">
        <Alert tone="success">{t('mentorship.m_reportThanks')}</Alert>
      </div>
    );
  }
  return (
    <section className="mt-6">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('mentorship.m_reportProblem')}
      </Button>
      {open ? (
        <form
          className="mt-3 space-y-2 rounded-lg bg-slate-50 p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            if (!reason.trim()) {
              setError(t('mentorship.m_tellUs'));
              return;
            }
            try {
              await report.mutateAsync(reason);
            } catch (caught) {
              setError(caught instanceof ApiError ? apiErrorText(t, caught) : t('mentorship.m_reportFailed'));
            }
          }}
        >
          <MeetingText
            id={`${ids}-reason`}
            label={t('mentorship.m_whatHappened')}
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
            {t('mentorship.m_sendReport')}
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
