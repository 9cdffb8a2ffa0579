import { useId, useState, type FormEvent } from 'react';
import { STEP_IDS } from '@domain/classes/rules';
import { assignmentInputSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { stepLabel } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { PageSection } from '@client/ui/page-section';
import { useAssignments, useCreateAssignment, useRemind, type Assignment } from './api';

/** "Finish <step> by <date>": set one, see who has done it, remind the others (once a day at most). */

const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

function AssignmentRow({ classId, assignment }: { classId: string; assignment: Assignment }) {
  const t = useT('classes');
  const format = useFormatters();
  const remind = useRemind(classId);
  const [sent, setSent] = useState<number | null>(null);
  const step = stepLabel(t, assignment.step);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{t('classes.finishBy', { step, date: format.isoDay(assignment.dueOn) })}</p>
      <p className="text-sm text-slate-700">
        {t('classes.doneList', { names: assignment.done.length ? assignment.done.join(', ') : t('classes.nobodyYet') })}
      </p>
      {assignment.late.length ? (
        <p className="text-sm text-slate-700">{t('classes.lateList', { names: assignment.late.join(', ') })}</p>
      ) : null}
      {assignment.notDone ? (
        <p className="text-sm text-slate-700">
          {t('classes.notDoneList', { count: assignment.notDone, names: assignment.notDoneNames.join(', ') })}
        </p>
      ) : null}
      {assignment.lastReminderAt ? (
        <p className="text-sm text-slate-700">{t('classes.lastReminder', { date: format.localDateTime(assignment.lastReminderAt) })}</p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-2 print:hidden"
        disabled={remind.isPending || assignment.notDone === 0}
        onClick={() => remind.mutate(assignment.id, { onSuccess: (result) => setSent(result.reminded) })}
      >
        {t('classes.sendReminder')}
        <span className="sr-only">{t('classes.sendReminderFor', { step })}</span>
      </Button>
      {sent !== null ? (
        <div className="mt-2">
          <Alert tone="success">{t('classes.reminderSent', { count: sent })}</Alert>
        </div>
      ) : null}
      {remind.error ? (
        <div className="mt-2">
          <Alert>{remind.error instanceof ApiError ? codedErrorText(t, remind.error) : t('classes.reminderFailed')}</Alert>
        </div>
      ) : null}
    </li>
  );
}

export function AssignmentsSection({ classId, archived }: { classId: string; archived: boolean }) {
  const t = useT('classes');
  const id = useId();
  const list = useAssignments(classId);
  const create = useCreateAssignment(classId);
  const [values, setValues] = useState({ step: 'career-quiz', dueOn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = assignmentInputSchema.safeParse(values);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), fieldErrorText(t, issue.message)])));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues((old) => ({ ...old, dueOn: '' })),
      onError: (failure) =>
        setErrors({
          form: failure instanceof ApiError ? codedErrorText(t, failure) : t('classes.assignmentFailed'),
        }),
    });
  }
  return (
    <PageSection title={t('classes.assignments')}>
      {archived ? null : (
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 print:hidden sm:grid-cols-3 sm:items-end"
        >
          <div>
            <label htmlFor={`${id}-step`} className="block font-semibold">
              {t('classes.stepToFinish')}
            </label>
            <select
              id={`${id}-step`}
              className={inputClass}
              value={values.step}
              onChange={(event) => setValues((old) => ({ ...old, step: event.target.value }))}
            >
              {STEP_IDS.map((step) => (
                <option key={step} value={step}>
                  {stepLabel(t, step)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-due`} className="block font-semibold">
              {t('classes.dueDate')}
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
            {t('classes.setAssignment')}
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
          {t('classes.loadingAssignments')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-red-900">
          {t('classes.assignmentsLoadFailed')}
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('classes.noAssignments')}</p>
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
