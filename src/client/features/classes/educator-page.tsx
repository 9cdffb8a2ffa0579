import { useId, useState, type FormEvent } from 'react';
import { Link } from '@client/shared/routing';
import { classInputSchema, GRADE_LEVELS, verificationRequestSchema } from '@domain/classes/schemas';
import { gradeLevelText } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { apiFieldErrors, errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import { ApiError } from '@client/shared/lib/api-client';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { usePageTitle } from '@client/ui/use-page-title';
import { useClasses, useCreateClass, useEducatorStatus, useRequestVerification, type EducatorStatus } from './api';
import { ClassCard } from './class-card';
import { CaseloadLink } from '@client/shared/classes/caseload-link';

/*
 * /educator: an Educator's classes. Until the account is verified (by an admin, or by a
 * school e-mail domain the installation trusts) the page says why no student is visible and lets
 * the educator ask for verification.
 */

const errorText = (t: Translate<'classes'>, error: unknown, fallback: string) =>
  error instanceof ApiError ? codedErrorText(t, error) : fallback;
const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2';

function VerificationPanel({ status }: { status: EducatorStatus }) {
  const t = useT('classes');
  const fieldId = useId();
  const [school, setSchool] = useState(status.school);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestVerification();
  const explain: Record<string, string> = {
    none: t('classes.verifyNone'),
    pending: t('classes.verifyPending'),
    rejected: t('classes.verifyRejected', { reason: status.reason ?? t('classes.reasonNotGiven') }),
    revoked: t('classes.verifyRevoked', { reason: status.reason ?? t('classes.reasonNotGiven') }),
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = verificationRequestSchema.safeParse({ school });
    if (!parsed.success) return setError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    request.mutate(parsed.data, {
      onError: (failure) => setError(errorText(t, failure, t('classes.verifySendFailed'))),
    });
  }
  return (
    <section aria-labelledby="verify-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="verify-heading" className="text-xl font-bold">
        {t('classes.notVerifiedHeading')}
      </h2>
      <p className="mt-2 text-slate-800">{explain[status.status] ?? explain.none}</p>
      <p className="mt-2 text-sm text-slate-800">{t('classes.verifyAutomatic')}</p>
      {status.status === 'revoked' ? null : (
        <form onSubmit={submit} noValidate className="mt-4">
          <label htmlFor={fieldId} className="block font-semibold">
            {t('classes.schoolAndRole')}
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
            {status.status === 'pending' ? t('classes.updateRequest') : t('classes.askVerification')}
          </Button>
        </form>
      )}
    </section>
  );
}

function CreateClassForm() {
  const t = useT('classes');
  const id = useId();
  const [values, setValues] = useState({ name: '', schoolYear: defaultSchoolYear(), gradeLevel: '9', timeZone: browserTimeZone() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateClass();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = classInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), fieldErrorText(t, issue.message)])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues((old) => ({ ...old, name: '' })),
      onError: (failure) =>
        setErrors(
          failure instanceof ApiError
            ? { ...apiFieldErrors(t, failure), form: codedErrorText(t, failure) }
            : { form: t('classes.createFailed') },
        ),
    });
  }
  const field = (name: 'name' | 'schoolYear' | 'timeZone') => ({
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
          {t('classes.className')}
        </label>
        <input {...field('name')} />
        <FieldError fieldId={`${id}-name`} error={errors.name} />
      </div>
      <div>
        <label htmlFor={`${id}-schoolYear`} className="block font-semibold">
          {t('classes.schoolYear')}
        </label>
        <input {...field('schoolYear')} placeholder="2026-27" />
        <FieldError fieldId={`${id}-schoolYear`} error={errors.schoolYear} />
      </div>
      <div>
        <label htmlFor={`${id}-grade`} className="block font-semibold">
          {t('classes.gradeLevelLabel')}
        </label>
        <select
          id={`${id}-grade`}
          value={values.gradeLevel}
          onChange={(event) => setValues((old) => ({ ...old, gradeLevel: event.target.value }))}
          aria-invalid={errors.gradeLevel ? true : undefined}
          aria-describedby={`${id}-grade-note${errors.gradeLevel ? ` ${id}-grade-error` : ''}`}
          className={`${inputClass} bg-white`}
        >
          {GRADE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {gradeLevelText(t, level)}
            </option>
          ))}
        </select>
        <FieldError fieldId={`${id}-grade`} error={errors.gradeLevel} />
      </div>
      <div className="sm:col-span-3">
        <label htmlFor={`${id}-timeZone`} className="block font-semibold">
          {t('classes.timeZoneLabel')}
        </label>
        <p id={`${id}-timeZone-hint`} className="text-sm text-slate-700">
          {t('classes.timeZoneHint')}
        </p>
        <input
          {...field('timeZone')}
          aria-describedby={`${id}-timeZone-hint${errors.timeZone ? ` ${id}-timeZone-error` : ''}`}
          autoComplete="off"
        />
        <FieldError fieldId={`${id}-timeZone`} error={errors.timeZone} />
      </div>
      <p id={`${id}-grade-note`} className="text-sm text-slate-700 sm:col-span-3">
        {t('classes.gradeAgeNote')}
      </p>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('classes.creating') : t('classes.createClass')}
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

/** The browser's own zone, as the school's default (most educators work in their school's zone). */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "2026-27" from August on, "2025-26" before. */
function defaultSchoolYear(now = new Date()): string {
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function ClassList() {
  const t = useT('classes');
  const list = useClasses(true);
  const [showArchived, setShowArchived] = useState(false);
  if (list.isPending)
    return (
      <p role="status" className="mt-4 text-slate-700">
        {t('classes.loadingClasses')}
      </p>
    );
  if (list.isError)
    return (
      <div className="mt-4">
        <Alert>{errorText(t, list.error, t('classes.classesLoadFailed'))}</Alert>
      </div>
    );
  const active = list.data.filter((cls) => !cls.archived);
  const archived = list.data.filter((cls) => cls.archived);
  return (
    <>
      {active.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('classes.noClasses')}</p>
      ) : null}
      <ul className="mt-4 space-y-4" aria-label={t('classes.yourClasses')}>
        {active.map((cls) => (
          <ClassCard key={cls.id} cls={cls} />
        ))}
      </ul>
      {archived.length > 0 ? (
        <div className="mt-6">
          <Button variant="secondary" aria-expanded={showArchived} onClick={() => setShowArchived((value) => !value)}>
            {t(showArchived ? 'classes.hideArchived' : 'classes.showArchived', { count: archived.length })}
          </Button>
          {showArchived ? (
            <ul className="mt-4 space-y-4" aria-label={t('classes.archivedClasses')}>
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
  const t = useT('classes');
  usePageTitle(t('classes.myClasses'));
  const session = useSession();
  const isEducator = session.status === 'signed-in' && session.profile?.userType === 'Educator';
  const status = useEducatorStatus(isEducator);
  if (session.status !== 'signed-in') return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('classes.myClasses')}</h1>
      {!isEducator ? (
        <p className="mt-4 text-slate-700">
          {t.rich('classes.notEducator', {
            profile: (words) => (
              <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
            join: (words) => (
              <Link to="/classes/join" className="font-semibold text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
          })}
        </p>
      ) : status.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('classes.checkingEducator')}
        </p>
      ) : status.isError ? (
        <div className="mt-4">
          <Alert>{errorText(t, status.error, t('classes.educatorCheckFailed'))}</Alert>
        </div>
      ) : status.data.status !== 'approved' ? (
        <VerificationPanel status={status.data} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('classes.educatorIntro')}</p>
          <CaseloadLink />
          <p className="mt-2">
            <Link to="/educator/rostering" className="font-semibold text-brand-800 underline underline-offset-2">
              {t('classes.rosteringLink')}
            </Link>
          </p>
          <h2 className="mt-8 text-2xl font-bold">{t('classes.newClass')}</h2>
          <CreateClassForm />
          <h2 className="mt-10 text-2xl font-bold">{t('classes.yourClasses')}</h2>
          <ClassList />
        </>
      )}
    </div>
  );
}
