import { Link } from '@client/shared/routing';
import type { LocalState } from '@domain/progress/local-state';
import { progressSteps } from '@domain/progress/progress';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { useSession } from '@client/shared/session/use-session';
import { useMyClasses, type Membership } from './api/use-my-classes';
import { stepLabel } from './labels';

/** On a signed-in student's dashboard: what their teachers asked them to finish, and by when. Nothing when there is nothing. */
export function AssignmentsCard({ state }: { state: LocalState }) {
  const session = useSession();
  const classes = useMyClasses(session.status === 'signed-in' && session.profile?.userType === 'Student');
  const steps = progressSteps(state);
  const items = (classes.data ?? []).flatMap((membership) =>
    membership.assignments.map((assignment) => ({ ...assignment, className: membership.className })),
  );
  if (items.length === 0) return null;
  return <AssignmentsList items={items} steps={steps} />;
}

/** Its own component so the classes texts load only for a student who has assignments. */
function AssignmentsList({
  items,
  steps,
}: {
  items: (Membership['assignments'][number] & { className: string })[];
  steps: ReturnType<typeof progressSteps>;
}) {
  const t = useT('classes');
  const format = useFormatters();
  return (
    <section aria-labelledby="assignments-heading">
      <div className="rounded-xl border border-brand-300 bg-white p-4">
        <h2 id="assignments-heading" className="text-xl font-bold">
          {t('classes.fromYourClasses')}
        </h2>
        <ul className="mt-2 space-y-2">
          {items.map((item) => {
            const step = steps.find((candidate) => candidate.id === item.step);
            return (
              <li key={item.id}>
                <span className="font-semibold">{item.className}:</span>
                {t('classes.finishStepBy', { step: stepLabel(t, item.step), date: format.isoDay(item.dueOn) })}{' '}
                {step?.done ? (
                  <span className="font-semibold text-emerald-800">{t('classes.stepDoneShort')}</span>
                ) : step ? (
                  <Link to={step.href} className="font-semibold text-brand-800 underline underline-offset-2">
                    {t('classes.startIt')}
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
