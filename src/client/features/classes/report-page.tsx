import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { StudentReport } from '@domain/classes/report';
import type { Locale } from '@domain/i18n/locales';
import { Link, useParams } from '@client/shared/routing';
import { errorText as codedErrorText } from '@client/shared/i18n/error-text';
import { LanguageScope, useI18n, useScopedLocale, useT } from '@client/shared/i18n/i18n-store';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { sourceText } from '@client/ui/format';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLogReportPrint, useStudentReport } from './api';
import {
  type SourceNumber,
  reportSources,
  Section,
  Missing,
  hollandWords,
  Careers,
  Majors,
  Assignments,
  Finances,
  Colleges,
} from './report-sections';

/*
 * /educator/classes/:id/students/:memberId/report: the one-page report on a student for a parent conference,
 * printed (or saved as PDF) through the browser. The educator picks its language: the student's (the default,
 * what the family reads) or their own; the controls around it stay in the educator's. Every print is recorded in
 * the student's access log before the print dialog opens, the browser's own print command (Ctrl+P) included.
 */

function ReportHeader({ data }: { data: StudentReport }) {
  const t = useT('student-report');
  const { intlLocale } = useScopedLocale();
  const printed = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: data.class.timeZone }).format(
    new Date(data.generatedAt),
  );
  const { gradeLevel } = data.class;
  return (
    <header className="border-b border-slate-300 pb-2">
      <h1 className="text-2xl font-bold break-words">{t('student-report.heading', { name: data.student.name })}</h1>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 print:mt-1 print:flex print:flex-wrap print:gap-y-0">
        {(
          [
            ['student-report.class', t('student-report.classValue', { name: data.class.name, schoolYear: data.class.schoolYear })],
            [
              'student-report.grade',
              gradeLevel === 13 ? t('student-report.gradeCollege') : t('student-report.gradeLevel', { level: gradeLevel }),
            ],
            ['student-report.schoolId', data.student.schoolId ?? t('student-report.schoolIdMissing')],
            ['student-report.printedOn', t('student-report.printedValue', { date: printed, timeZone: data.class.timeZone })],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="font-semibold">{t(key)}</dt>
            <dd className="min-w-0 break-words" data-testid={key === 'student-report.printedOn' ? 'report-printed' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** The report itself, in the language of the scope around it. */
function ReportBody({ data }: { data: StudentReport }) {
  const t = useT('student-report', 'colleges');
  const { intlLocale } = useScopedLocale();
  const sourcesId = useId();
  const done = data.progress.steps.filter((step) => step.done).length;
  const sources = reportSources(t, data);
  const sourceNumber: SourceNumber = (source) => sources.indexOf(sourceText(source, t)) + 1;
  return (
    <article aria-label={t('student-report.region')} className="report-sheet space-y-4 print:space-y-2">
      <ReportHeader data={data} />
      {/* Two columns on a wide screen and on paper, filled in reading order; a section is not split between them. */}
      <div className="report-columns gap-x-8 lg:columns-2 print:columns-2">
        <Section title={t('student-report.progress')}>
          <p className="font-semibold">
            {t('student-report.stepsDone', { done, total: data.progress.steps.length, percent: data.progress.percent })}
          </p>
          <ul className="text-sm print:flex print:flex-wrap print:gap-x-3">
            {data.progress.steps.map((step) => (
              <li key={step.id}>
                <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
                {t('student-report.step', { step: step.id })}
                {': '}
                {step.done ? t('student-report.stepDone') : t('student-report.stepNotDone')}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('student-report.interests')}>
          {data.interests.hollandCode ? (
            <p>
              {t('student-report.hollandCode', {
                code: data.interests.hollandCode,
                words: hollandWords(t, data.interests.hollandCode, intlLocale),
              })}
            </p>
          ) : (
            <Missing>{t('student-report.noQuiz')}</Missing>
          )}
        </Section>
        <Careers data={data} sourceNumber={sourceNumber} />
        <Majors data={data} sourceNumber={sourceNumber} />
        <Assignments data={data.assignments} timeZone={data.class.timeZone} />
        <Finances data={data.finances} />
        <Colleges data={data.colleges} sourceNumber={sourceNumber} />
      </div>
      {sources.length > 0 ? (
        <section aria-labelledby={sourcesId} className="text-xs text-slate-700">
          <h2 id={sourcesId} className="font-semibold">
            {t('student-report.sources')}
          </h2>
          <ol aria-labelledby={sourcesId} className="print:flex print:flex-wrap print:gap-x-4">
            {sources.map((source, index) => (
              <li key={source}>
                [{index + 1}] {source}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="border-t border-slate-300 pt-2 text-xs text-slate-700">{t('student-report.footer', { name: data.student.name })}</p>
    </article>
  );
}

/**
 * Every print is logged: the button records it and then opens the print dialog; the browser's own command
 * (Ctrl+P, the menu) is caught by `beforeprint` and recorded once. window.print() blocks until the dialog closes,
 * so the button's own `beforeprint` arrives while `fromButton` is still set and is not recorded twice.
 */
function usePrintLog(classId: string, memberId: string) {
  const log = useLogReportPrint(classId, memberId);
  // Stable across renders (react-query's mutate), so the listeners are added once.
  const { mutate } = log;
  const fromButton = useRef(false);
  const inDialog = useRef(false);
  useEffect(() => {
    const before = () => {
      if (inDialog.current) return;
      inDialog.current = true;
      if (!fromButton.current) mutate();
    };
    const after = () => {
      inDialog.current = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [mutate]);
  const print = async () => {
    try {
      await log.mutateAsync();
    } catch {
      return; // The page shows the failure; nothing unrecorded is printed.
    }
    fromButton.current = true;
    try {
      window.print();
    } finally {
      fromButton.current = false;
      inDialog.current = false;
    }
  };
  return { print, pending: log.isPending, error: log.error };
}

function LanguageChoice({ value, student, onChange }: { value: Locale; student: Locale; onChange: (locale: Locale) => void }) {
  const t = useT('student-report');
  const { locale: mine } = useI18n();
  const name = useId();
  const options = [
    { locale: student, label: t('student-report.languageStudent', { language: t(`student-report.language.${student}`) }), key: 'student' },
    { locale: mine, label: t('student-report.languageMine', { language: t(`student-report.language.${mine}`) }), key: 'mine' },
  ];
  const [chosen, setChosen] = useState<'student' | 'mine'>(value === student ? 'student' : 'mine');
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold">{t('student-report.languageLegend')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.key} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="h-5 w-5"
              checked={chosen === option.key}
              onChange={() => {
                setChosen(option.key as 'student' | 'mine');
                onChange(option.locale);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function StudentReportPage() {
  const { id = '', memberId = '' } = useParams();
  const t = useT('student-report', 'classes');
  const report = useStudentReport(id, memberId);
  const [language, setLanguage] = useState<Locale | null>(null);
  const { print, pending, error } = usePrintLog(id, memberId);
  usePageTitle(report.data ? t('student-report.pageTitle', { name: report.data.student.name }) : t('student-report.openReport'));
  const shown = language ?? report.data?.student.language ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <div className="space-y-3 print:hidden">
        <p>
          <Link to={`/educator/classes/${id}`} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('student-report.backToClass')}
          </Link>
        </p>
        {report.data && shown ? (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-end sm:justify-between">
            <LanguageChoice value={shown} student={report.data.student.language} onChange={setLanguage} />
            <div>
              <Button onClick={() => void print()} disabled={pending}>
                {pending ? t('student-report.printing') : t('student-report.print')}
              </Button>
              <p className="mt-1 text-xs text-slate-700">{t('student-report.printHint')}</p>
            </div>
          </div>
        ) : null}
        {error ? <Alert>{error instanceof ApiError ? codedErrorText(t, error) : t('student-report.printLogFailed')}</Alert> : null}
      </div>
      <div className="mt-6 print:mt-0">
        {report.isPending ? (
          <p role="status" className="text-slate-700">
            {t('student-report.loading')}
          </p>
        ) : report.isError ? (
          <>
            <h1 className="text-3xl font-bold">{t('student-report.openReport')}</h1>
            <div className="mt-4">
              <Alert>
                {report.error instanceof ApiError && report.error.status === 404
                  ? t('student-report.notInClass')
                  : report.error instanceof ApiError
                    ? codedErrorText(t, report.error)
                    : t('student-report.loadFailed')}
              </Alert>
            </div>
          </>
        ) : (
          <Suspense
            fallback={
              <p role="status" className="text-slate-700">
                {t('student-report.loading')}
              </p>
            }
          >
            <LanguageScope locale={shown ?? report.data.student.language}>
              <ReportBody data={report.data} />
            </LanguageScope>
          </Suspense>
        )}
      </div>
    </div>
  );
}
