import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from '@client/shared/routing';
import { schoolStudentIdSchema } from '@domain/classes/schemas';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { stepLabel } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { sourceText } from '@client/ui/format';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSetSchoolId, useStudentDetail, type StudentDetail } from './api';

/** /educator/classes/:id/students/:memberId: one member's results and plan, read-only; never messages, conversations or contact details. */

function Detail({ data }: { data: StudentDetail }) {
  const t = useT('classes');
  const format = useFormatters();
  return (
    <>
      <PageSection title={t('classes.progress')}>
        <p className="mt-2 text-lg font-semibold">{t('classes.percentDone', { percent: data.progress.percent })}</p>
        <ul className="mt-2 space-y-1">
          {data.progress.steps.map((step) => (
            <li key={step.id}>
              {step.done ? '✓' : '○'} {stepLabel(t, step.id)}
              <span className="sr-only">{step.done ? t('classes.stepDone') : t('classes.stepNotDone')}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-slate-700">{data.premiumDone ? t('classes.premiumDone') : t('classes.premiumNotDone')}</p>
      </PageSection>
      <PageSection title={t('classes.quizResults')}>
        {data.results.hollandCode ? (
          <>
            <p className="mt-2">
              {t('classes.hollandCode')}
              <span className="font-mono font-semibold">{data.results.hollandCode}</span>
            </p>
            <p className="mt-2">
              {t('classes.topCareers', { list: data.results.topCareers.map((career) => career.title).join(', ') || '—' })}
            </p>
            <p className="mt-2">{t('classes.topMajors', { list: data.results.topMajors.join(', ') || '—' })}</p>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t('classes.notTaken')}</p>
        )}
      </PageSection>
      <PageSection title={t('classes.financialExpectations')}>
        {data.finances ? (
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            <dt className="font-semibold">{t('classes.expectedIncome', { horizon: data.finances.earningsHorizonLabel })}</dt>
            <dd>{format.usd(data.finances.monthlyIncome)}</dd>
            <dt className="font-semibold">{t('classes.plannedDebt')}</dt>
            <dd>{format.usd(data.finances.plannedDebt)}</dd>
            <dt className="font-semibold">{t('classes.financialGrade')}</dt>
            <dd>
              {data.finances.grade}
              {data.finances.risk ? t('classes.risk', { risk: data.finances.risk }) : ''}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-slate-700">{t('classes.notFilled')}</p>
        )}
      </PageSection>
      <PageSection title={t('classes.collegeList')}>
        {data.colleges.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('classes.noColleges')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.colleges.map((college) => (
              <li key={college.unitId}>
                <span className="font-semibold">{college.name}</span>, {college.city ? `${college.city}, ` : ''}
                {college.state}
                {t('classes.netPrice', {
                  price: college.averageNetPrice === null ? t('classes.notReported') : format.usd(college.averageNetPrice),
                })}
                <span className="block text-xs text-slate-700">{t('classes.source', { sources: sourceText(college.source, t) })}</span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection title={t('classes.savedScholarships')}>
        {data.scholarships.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('classes.noneSaved')}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {data.scholarships.map((scholarship) => (
              <li key={scholarship.id}>
                {scholarship.name} ({scholarship.sponsor}): {scholarship.amount}
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}

/** The student's ID in the school's records, typed by the educator so the roster CSV merges with them. */
function SchoolIdForm({ classId, memberId, saved }: { classId: string; memberId: string; saved: string | null }) {
  const t = useT('classes');
  const fieldId = useId();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetSchoolId(classId, memberId);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schoolStudentIdSchema.safeParse({ schoolId: value.trim() === '' ? null : value });
    if (!parsed.success) return setError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    save.mutate(parsed.data, {
      onError: (failure) => setError(failure instanceof ApiError ? codedErrorText(t, failure) : t('classes.schoolIdFailed')),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={fieldId} className="block font-semibold">
          {t('classes.schoolIdLabel')}
        </label>
        <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
          {t('classes.schoolIdHint')}
        </p>
        <input
          id={fieldId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className="mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
        />
        <FieldError fieldId={fieldId} error={error} />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('classes.saveSchoolId')}
      </Button>
      {save.isSuccess && !error ? (
        <p role="status" className="text-sm text-slate-700 sm:self-center">
          {t('classes.schoolIdSaved')}
        </p>
      ) : null}
    </form>
  );
}

export function ClassStudentPage() {
  const { id = '', memberId = '' } = useParams();
  const t = useT('classes');
  const format = useFormatters();
  const detail = useStudentDetail(id, memberId);
  usePageTitle(detail.data ? detail.data.student.name : t('classes.student'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p>
        <Link to={`/educator/classes/${id}`} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('classes.backToClass')}
        </Link>
      </p>
      {detail.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('classes.loading')}
        </p>
      ) : detail.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">{t('classes.student')}</h1>
          <div className="mt-4">
            <Alert>
              {detail.error instanceof ApiError && detail.error.status === 404
                ? t('classes.studentNotInClass')
                : detail.error instanceof ApiError
                  ? codedErrorText(t, detail.error)
                  : t('classes.studentLoadFailed')}
            </Alert>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold break-words">{detail.data.student.name}</h1>
          <p className="text-slate-700">{t('classes.inClassSince', { date: format.isoDay(detail.data.student.joinedAt) })}</p>
          <SchoolIdForm classId={id} memberId={memberId} saved={detail.data.student.schoolId} />
          <Detail data={detail.data} />
        </>
      )}
    </div>
  );
}
