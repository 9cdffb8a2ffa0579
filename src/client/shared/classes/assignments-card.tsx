import { Link } from 'react-router';
import { STEP_LABELS } from '@domain/classes/rules';
import type { LocalState } from '@domain/progress/local-state';
import { progressSteps, type ProgressStepId } from '@domain/progress/progress';
import { useSession } from '@client/shared/session/use-session';
import { formatIsoDay } from '@client/ui/format';
import { useMyClasses } from './api/use-classes';

/** On a signed-in student's dashboard: what their teachers asked them to finish, and by when (issue 20). Nothing when there is nothing. */
export function AssignmentsCard({ state }: { state: LocalState }) {
  const session = useSession();
  const classes = useMyClasses(session.status === 'signed-in' && session.profile?.userType === 'Student');
  const steps = progressSteps(state);
  const items = (classes.data ?? []).flatMap((membership) =>
    membership.assignments.map((assignment) => ({ ...assignment, className: membership.className })),
  );
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="assignments-heading">
      <div className="rounded-xl border border-brand-300 bg-white p-4">
        <h2 id="assignments-heading" className="text-xl font-bold">
          From your classes
        </h2>
        <ul className="mt-2 space-y-2">
          {items.map((item) => {
            const step = steps.find((candidate) => candidate.id === item.step);
            return (
              <li key={item.id}>
                <span className="font-semibold">{item.className}:</span> finish the {STEP_LABELS[item.step as ProgressStepId] ?? item.step}{' '}
                by {formatIsoDay(item.dueOn)} —{' '}
                {step?.done ? (
                  <span className="font-semibold text-emerald-800">done</span>
                ) : step ? (
                  <Link to={step.href} className="font-semibold text-brand-800 underline underline-offset-2">
                    start it
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
