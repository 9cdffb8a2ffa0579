import { useState } from 'react';
import { Link } from '@client/shared/routing';
import type { ApplicationStatus } from '@domain/mentorship/schemas';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { useMyApplication } from './api/use-registration';
import { formatWeeklySlotIn } from './format';
import { RegistrationForm } from './registration-form';

const STATUS_TEXT = {
  pending: { label: 'mentorship.r_pendingLabel', text: 'mentorship.r_pendingText' },
  approved: { label: 'mentorship.r_approvedLabel', text: 'mentorship.r_approvedText' },
  rejected: { label: 'mentorship.r_rejectedLabel', text: 'mentorship.r_rejectedText' },
  suspended: { label: 'mentorship.r_suspendedLabel', text: 'mentorship.r_suspendedText' },
} as const satisfies Record<ApplicationStatus, { label: string; text: string }>;

/** /professional-registration (signed in only): apply as a mentor, see the status, edit while pending. */
export function ProfessionalRegistrationPage() {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  usePageTitle(t('mentorship.r_title'));
  const query = useMyApplication();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const application = query.data?.application ?? null;
  const editable = !application || application.status === 'pending' || application.status === 'rejected';

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('mentorship.r_title')}</h1>
      <p className="mt-2 text-slate-700">{t('mentorship.r_intro')}</p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <div className="mt-6">
          <Alert>
            {t('mentorship.r_loadFailed')}{' '}
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('mentorship.r_tryAgain')}
            </Button>
          </Alert>
        </div>
      ) : null}
      {query.isSuccess && application && !editing ? (
        <section aria-labelledby="application-status" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          {saved ? <Alert tone="success">{t('mentorship.r_saved')}</Alert> : null}
          <h2 id="application-status" className="mt-2 text-xl font-bold">
            {t('mentorship.r_status', { status: t(STATUS_TEXT[application.status].label) })}
          </h2>
          <p className="mt-1 text-slate-700">{t(STATUS_TEXT[application.status].text)}</p>
          {application.statusReason ? (
            <p className="mt-2 text-slate-800">{t('mentorship.r_reasonGiven', { reason: application.statusReason })}</p>
          ) : null}
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
            {t('mentorship.r_weeklyHours', {
              zone: application.timeZone,
              hours: application.availability.map((slot) => formatWeeklySlotIn(intlLocale, slot)).join('; '),
            })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {editable ? (
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('mentorship.r_edit')}
              </Button>
            ) : null}
            {application.status === 'approved' ? (
              <Link className="inline-flex min-h-11 items-center font-medium text-brand-800 underline" to="/professional-meetings">
                {t('mentorship.r_seeMeetings')}
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
