import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { classInputSchema, GRADE_LEVELS, gradeLevelLabel, verificationRequestSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { usePageTitle } from '@client/ui/use-page-title';
import { useClasses, useCreateClass, useEducatorStatus, useRequestVerification, type EducatorStatus } from './api';
import { ClassCard } from './class-card';

/*
 * /educator (issue 20): an Educator's classes. Until the account is verified (by an admin, or by a
 * school e-mail domain the installation trusts) the page says why no student is visible and lets
 * the educator ask for verification.
 */

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2';

function VerificationPanel({ status }: { status: EducatorStatus }) {
  const fieldId = useId();
  const [school, setSchool] = useState(status.school);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestVerification();
  const explain: Record<string, string> = {
    none: 'Before you can see any student, an administrator checks that you work with students at a school. Tell us where you work and your role there.',
    pending:
      'Your request is waiting for an administrator. You will get a notification when it is decided. You can correct it below meanwhile.',
    rejected: `Your request was not approved. Reason: ${status.reason ?? 'not given'}. Correct it and send it again.`,
    revoked: `Your verification was revoked. Reason: ${status.reason ?? 'not given'}. Contact the Waypoint administrators.`,
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = verificationRequestSchema.safeParse({ school });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    request.mutate(parsed.data, {
      onError: (failure) => setError(errorText(failure, 'Your request could not be sent. Please try again.')),
    });
  }
  return (
    <section aria-labelledby="verify-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="verify-heading" className="text-xl font-bold">
        Your educator account is not verified yet
      </h2>
      <p className="mt-2 text-slate-800">{explain[status.status] ?? explain.none}</p>
      <p className="mt-2 text-sm text-slate-800">
        If your school is set up for automatic verification, sign in with your school e-mail address instead and you are verified at once.
      </p>
      {status.status === 'revoked' ? null : (
        <form onSubmit={submit} noValidate className="mt-4">
          <label htmlFor={fieldId} className="block font-semibold">
            Your school and your role there
          </label>
          <input
            id={fieldId}
            value={school}
            onChange={(event) => setSchool(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className={`${inputClass} bg-white`}
          />
          <FieldError fieldId={fieldId} error={error} />
          <Button type="submit" className="mt-3" disabled={request.isPending}>
            {status.status === 'pending' ? 'Update my request' : 'Ask for verification'}
          </Button>
        </form>
      )}
    </section>
  );
}

function CreateClassForm() {
  const id = useId();
  const [values, setValues] = useState({ name: '', schoolYear: defaultSchoolYear(), gradeLevel: '9' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateClass();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = classInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues((old) => ({ ...old, name: '' })),
      onError: (failure) =>
        setErrors(failure instanceof ApiError ? { ...failure.fields, form: failure.message } : { form: 'The class could not be created.' }),
    });
  }
  const field = (name: 'name' | 'schoolYear') => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-name`} className="block font-semibold">
          Class name
        </label>
        <input {...field('name')} />
        <FieldError fieldId={`${id}-name`} error={errors.name} />
      </div>
      <div>
        <label htmlFor={`${id}-schoolYear`} className="block font-semibold">
          School year
        </label>
        <input {...field('schoolYear')} placeholder="2026-27" />
        <FieldError fieldId={`${id}-schoolYear`} error={errors.schoolYear} />
      </div>
      <div>
        <label htmlFor={`${id}-grade`} className="block font-semibold">
          Grade level
        </label>
        <select
          id={`${id}-grade`}
          value={values.gradeLevel}
          onChange={(event) => setValues((old) => ({ ...old, gradeLevel: event.target.value }))}
          className={`${inputClass} bg-white`}
        >
          {GRADE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {gradeLevelLabel(level)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create class'}
        </Button>
        {errors.form ? (
          <div className="mt-3">
            <Alert>{errors.form}</Alert>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** "2026-27" from August on, "2025-26" before. */
function defaultSchoolYear(now = new Date()): string {
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function ClassList() {
  const list = useClasses(true);
  const [showArchived, setShowArchived] = useState(false);
  if (list.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        Loading your classes…
      </p>
    );
  if (list.isError)
    return (
      <div className="mt-4">
        <Alert>{errorText(list.error, 'Your classes could not be loaded.')}</Alert>
      </div>
    );
  const active = list.data.filter((cls) => !cls.archived);
  const archived = list.data.filter((cls) => cls.archived);
  return (
    <>
      {active.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No classes yet: create your first one above.</p>
      ) : null}
      <ul className="mt-4 space-y-4" aria-label="Your classes">
        {active.map((cls) => (
          <ClassCard key={cls.id} cls={cls} />
        ))}
      </ul>
      {archived.length > 0 ? (
        <div className="mt-6">
          <Button variant="secondary" aria-expanded={showArchived} onClick={() => setShowArchived((value) => !value)}>
            {showArchived ? 'Hide' : 'Show'} archived classes ({archived.length})
          </Button>
          {showArchived ? (
            <ul className="mt-4 space-y-4" aria-label="Archived classes">
              {archived.map((cls) => (
                <ClassCard key={cls.id} cls={cls} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export function EducatorPage() {
  usePageTitle('My classes');
  const session = useSession();
  const isEducator = session.status === 'signed-in' && session.profile?.userType === 'Educator';
  const status = useEducatorStatus(isEducator);
  if (session.status !== 'signed-in') return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">My classes</h1>
      {!isEducator ? (
        <p className="mt-4 text-slate-700">
          This page is for educator accounts. If you teach or counsel students, set your account type to Educator on{' '}
          <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
            your profile
          </Link>
          . Students join a class on{' '}
          <Link to="/classes/join" className="font-semibold text-brand-800 underline underline-offset-2">
            Join a class
          </Link>
          .
        </p>
      ) : status.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Checking your educator account…
        </p>
      ) : status.isError ? (
        <div className="mt-4">
          <Alert>{errorText(status.error, 'Your educator account could not be checked. Please reload the page.')}</Alert>
        </div>
      ) : status.data.status !== 'approved' ? (
        <VerificationPanel status={status.data} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Create a class, give students its code or link, and follow their progress. Students see exactly what you will see before they
            join, can leave at any time, and can read each time you looked at their data.
          </p>
          <h2 className="mt-8 text-2xl font-bold">New class</h2>
          <CreateClassForm />
          <h2 className="mt-10 text-2xl font-bold">Your classes</h2>
          <ClassList />
        </>
      )}
    </div>
  );
}
