import { useId, useState, type FormEvent } from 'react';
import { STEP_IDS, STEP_LABELS } from '@domain/classes/rules';
import { assignmentInputSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { formatIsoDay, formatLocalDateTime } from '@client/ui/format';
import { PageSection } from '@client/ui/page-section';
import { useAssignments, useCreateAssignment, useRemind, type Assignment } from './api';

/** "Finish <step> by <date>": set one, see who has done it, remind the others (once a day at most). */

const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

function AssignmentRow({ classId, assignment }: { classId: string; assignment: Assignment }) {
  const remind = useRemind(classId);
  const [sent, setSent] = useState<number | null>(null);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">
        Finish the {assignment.stepLabel} by {formatIsoDay(assignment.dueOn)}
      </p>
      <p className="text-sm text-slate-700">
        Done: {assignment.done.length ? assignment.done.join(', ') : 'nobody yet'} · Not done: {assignment.notDone}
      </p>
      {assignment.lastReminderAt ? (
        <p className="text-sm text-slate-700">Last reminder {formatLocalDateTime(assignment.lastReminderAt)}</p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-2 print:hidden"
        disabled={remind.isPending || assignment.notDone === 0}
        onClick={() => remind.mutate(assignment.id, { onSuccess: (result) => setSent(result.reminded) })}
      >
        Send reminder<span className="sr-only"> for the {assignment.stepLabel}</span>
      </Button>
      {sent !== null ? (
        <div className="mt-2">
          <Alert tone="success">
            Reminder sent to {sent} {sent === 1 ? 'student' : 'students'}.
          </Alert>
        </div>
      ) : null}
      {remind.error ? (
        <div className="mt-2">
          <Alert>{remind.error instanceof ApiError ? remind.error.message : 'The reminder could not be sent.'}</Alert>
        </div>
      ) : null}
    </li>
  );
}

export function AssignmentsSection({ classId, archived }: { classId: string; archived: boolean }) {
  const id = useId();
  const list = useAssignments(classId);
  const create = useCreateAssignment(classId);
  const [values, setValues] = useState({ step: 'career-quiz', dueOn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = assignmentInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues((old) => ({ ...old, dueOn: '' })),
      onError: (failure) => setErrors({ form: failure instanceof ApiError ? failure.message : 'The assignment could not be set.' }),
    });
  }
  return (
    <PageSection title="Assignments">
      {archived ? null : (
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 print:hidden sm:grid-cols-3 sm:items-end"
        >
          <div>
            <label htmlFor={`${id}-step`} className="block font-semibold">
              Step to finish
            </label>
            <select
              id={`${id}-step`}
              className={inputClass}
              value={values.step}
              onChange={(event) => setValues((old) => ({ ...old, step: event.target.value }))}
            >
              {STEP_IDS.map((step) => (
                <option key={step} value={step}>
                  {STEP_LABELS[step]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-due`} className="block font-semibold">
              Due date
            </label>
            <input
              id={`${id}-due`}
              type="date"
              className={inputClass}
              value={values.dueOn}
              onChange={(event) => setValues((old) => ({ ...old, dueOn: event.target.value }))}
              aria-invalid={errors.dueOn ? true : undefined}
              aria-describedby={errors.dueOn ? `${id}-due-error` : undefined}
            />
            <FieldError fieldId={`${id}-due`} error={errors.dueOn} />
          </div>
          <Button type="submit" disabled={create.isPending}>
            Set assignment
          </Button>
          {errors.form ? (
            <div className="sm:col-span-3">
              <Alert>{errors.form}</Alert>
            </div>
          ) : null}
        </form>
      )}
      {list.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading assignments…
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-red-900">
          The assignments could not be loaded.
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 text-slate-700">No assignments yet. Students are notified of each one and see it on their dashboard.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.data.map((assignment) => (
            <AssignmentRow key={assignment.id} classId={classId} assignment={assignment} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
