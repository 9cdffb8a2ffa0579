import { Link } from '@client/shared/routing';
import { ApiError } from '@client/shared/lib/api-client';
import { apiErrorText } from '@client/shared/i18n/error-text';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { useLeaveClass, useMyClasses, type Membership } from './api/use-classes';
import { RosteredNotice } from './rostered-notice';

/** The classes a student is in, for "Who can see my results" on /profile: each with a Leave button. */

function ClassRow({ membership }: { membership: Membership }) {
  const t = useT('classes');
  const format = useFormatters();
  const leave = useLeaveClass();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{membership.educatorName}</p>
        <p className="text-sm text-slate-700">
          {t('classes.educatorOf', { name: membership.className, date: format.localDay(membership.joinedAt) })}
        </p>
        {leave.error ? <Alert>{leave.error instanceof ApiError ? apiErrorText(t, leave.error) : t('classes.leaveFailed')}</Alert> : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="shrink-0" disabled={leave.isPending}>
            {t('classes.leave')}
            <span className="sr-only"> {membership.className}</span>
          </Button>
        }
        title={t('classes.leaveTitle', { name: membership.className })}
        description={t('classes.leaveDescription', { educator: membership.educatorName })}
        cancelLabel={t('classes.stayInClass')}
        confirmLabel={t('classes.leave')}
        onConfirm={() => leave.mutate(membership.id)}
      />
    </li>
  );
}

export function MyClassesList() {
  const t = useT('classes');
  const classes = useMyClasses();
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('classes.classesHeading')}</h3>
      <div className="mt-2">
        <RosteredNotice />
      </div>
      {classes.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          {t('classes.loadingClasses')}
        </p>
      ) : classes.isError ? (
        <p role="alert" className="mt-2 text-red-900">
          {t('classes.classesLoadFailed')}
        </p>
      ) : classes.data.length === 0 ? (
        <p className="mt-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('classes.notInAnyClass')}</p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label={t('classes.classesYouAreIn')}>
          {classes.data.map((membership) => (
            <ClassRow key={membership.id} membership={membership} />
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/classes/join" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('classes.joinWithCode')}
        </Link>
      </p>
    </>
  );
}
