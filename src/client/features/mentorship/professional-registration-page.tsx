import { useState } from 'react';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@domain/mentorship/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMyApplication } from './api/use-registration';
import { formatWeeklySlot } from './format';
import { RegistrationForm } from './registration-form';

const STATUS_TEXT: Record<ApplicationStatus, { label: string; text: string }> = {
  pending: { label: 'Pending review', text: 'A Waypoint administrator will review your application. You can still edit it until then.' },
  approved: { label: 'Approved', text: 'Students can find you under Meet Professionals and request meetings in your weekly hours.' },
  rejected: { label: 'Not approved', text: 'You can edit your application and send it again.' },
  suspended: {
    label: 'Suspended',
    text: 'Students cannot find you or request meetings. Contact the Waypoint administrators for your school.',
  },
};

/** /professional-registration (signed in only): apply as a mentor, see the status, edit while pending. */
export function ProfessionalRegistrationPage() {
  usePageTitle('Professional registration');
  const query = useMyApplication();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const application = query.data?.application ?? null;
  const editable = !application || application.status === 'pending' || application.status === 'rejected';

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Professional registration</h1>
      <p className="mt-2 text-slate-700">
        Share what your work is really like with students weighing careers, majors and debt. Meetings are 30 minutes, by video, and parents
        or educators can follow along.
      </p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <div className="mt-6">
          <Alert>
            Could not load your application.{' '}
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        </div>
      ) : null}
      {query.isSuccess && application && !editing ? (
        <section aria-labelledby="application-status" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          {saved ? <Alert tone="success">Your application was saved.</Alert> : null}
          <h2 id="application-status" className="mt-2 text-xl font-bold">
            Status: {STATUS_TEXT[application.status].label}
          </h2>
          <p className="mt-1 text-slate-700">{STATUS_TEXT[application.status].text}</p>
          {application.statusReason ? <p className="mt-2 text-slate-800">Reason given: {application.statusReason}</p> : null}
          <div className="mt-4 flex items-center gap-4">
            {application.headshotUrl ? <img src={application.headshotUrl} alt="" className="h-20 w-20 rounded-full object-cover" /> : null}
            <div>
              <p className="font-semibold">{application.fullName}</p>
              <p className="text-slate-700">
                {application.jobTitle}, {application.employer}
              </p>
              <p className="text-sm text-slate-700">{application.career.title ?? application.career.socCode}</p>
            </div>
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Weekly hours ({application.timeZone}): {application.availability.map(formatWeeklySlot).join('; ')}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {editable ? (
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit application
              </Button>
            ) : null}
            {application.status === 'approved' ? (
              <Link className="inline-flex min-h-11 items-center font-medium text-brand-800 underline" to="/professional-meetings">
                See your meetings
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}
      {query.isSuccess && (!application || editing) ? (
        <div className="mt-6">
          <RegistrationForm
            application={application}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
