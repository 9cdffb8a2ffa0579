import { Link } from 'react-router';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { formatLocalDay } from '@client/ui/format';
import { useLeaveClass, useMyClasses, type Membership } from './api/use-classes';

/** The classes a student is in, for "Who can see my results" on /profile: each with a Leave button (issue 20). */

function ClassRow({ membership }: { membership: Membership }) {
  const leave = useLeaveClass();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{membership.educatorName}</p>
        <p className="text-sm text-slate-700">
          Educator of {membership.className}, joined {formatLocalDay(membership.joinedAt)}
        </p>
        {leave.error ? (
          <Alert>{leave.error instanceof ApiError ? leave.error.message : 'You could not leave the class. Please try again.'}</Alert>
        ) : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="shrink-0" disabled={leave.isPending}>
            Leave<span className="sr-only"> {membership.className}</span>
          </Button>
        }
        title={`Leave ${membership.className}?`}
        description={`${membership.educatorName} will no longer see your progress, results or plan, starting now. To join again you need the class code.`}
        cancelLabel="Stay in the class"
        confirmLabel="Leave"
        onConfirm={() => leave.mutate(membership.id)}
      />
    </li>
  );
}

export function MyClassesList() {
  const classes = useMyClasses();
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Classes</h3>
      {classes.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          Loading your classes…
        </p>
      ) : classes.isError ? (
        <p role="alert" className="mt-2 text-red-900">
          Your classes could not be loaded.
        </p>
      ) : classes.data.length === 0 ? (
        <p className="mt-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">You are not in any class.</p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label="Classes you are in">
          {classes.data.map((membership) => (
            <ClassRow key={membership.id} membership={membership} />
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/classes/join" className="font-semibold text-brand-800 underline underline-offset-2">
          Join a class with a code from your teacher
        </Link>
      </p>
    </>
  );
}
