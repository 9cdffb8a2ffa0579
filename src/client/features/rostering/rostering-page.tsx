import { useId, useState, type FormEvent } from 'react';
import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useImports, useSendPackage, type ImportResult, type ImportSummary, type RosterIssue } from './api';

/*
 * /admin/rostering and /educator/rostering: a OneRoster package from the school's student information system. The
 * package is checked first (a dry run that counts exactly what the import would do), then imported; problems are
 * listed by file and line, and nothing is imported while any is left.
 */

const issueText = (t: Translate<'rostering'>, issue: RosterIssue) =>
  errorText(t, { code: issue.code, message: issue.code, values: issue.values });

/** The browser's time zone, given to the classes an import makes (their CSV's dates are written in it). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function IssueTable({ issues, caption }: { issues: readonly RosterIssue[]; caption: string }) {
  const t = useT('rostering');
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="w-[32%] py-2 pr-2 font-semibold">
            {t('rostering.file')}
          </th>
          <th scope="col" className="w-[18%] py-2 pr-2 font-semibold">
            {t('rostering.line')}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t('rostering.reason')}
          </th>
        </tr>
      </thead>
      <tbody>
        {issues.map((issue, index) => (
          <tr key={`${issue.file}-${issue.line}-${index}`} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-2 break-words">{issue.file}</td>
            <td className="py-2 pr-2">{issue.line === null ? t('rostering.wholeFile') : issue.line}</td>
            <td className="py-2 break-words">{issueText(t, issue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CountTable({ heading, rows }: { heading: string; rows: ReadonlyArray<{ label: string; count: number }> }) {
  const t = useT('rostering');
  const format = useFormatters();
  return (
    <table className="mt-3 w-full border-collapse text-left text-sm">
      <caption className="text-left text-lg font-semibold">{heading}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('rostering.what')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('rostering.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-2 font-normal">
              {row.label}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{format.count(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SummaryView({ summary }: { summary: ImportSummary }) {
  const t = useT('rostering');
  const format = useFormatters();
  const skippedHeading = t('rostering.skippedHeading', { count: summary.skipped.total });
  return (
    <section aria-labelledby="roster-result" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="roster-result" className="text-2xl font-bold">
        {summary.dryRun ? t('rostering.checkedHeading') : t('rostering.importedHeading')}
      </h2>
      {summary.dryRun ? <p className="mt-2 text-slate-700">{t('rostering.dryRunNote')}</p> : null}
      <p className="mt-1 text-sm text-slate-700">
        {t('rostering.took', { seconds: format.count(Math.round(summary.durationMs / 100) / 10) })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountTable
          heading={t('rostering.classesHeading')}
          rows={[
            { label: t('rostering.classesCreated'), count: summary.classes.created },
            { label: t('rostering.classesUpdated'), count: summary.classes.updated },
            { label: t('rostering.classesUnchanged'), count: summary.classes.unchanged },
            { label: t('rostering.classesSkipped'), count: summary.classes.skipped },
            { label: t('rostering.classesArchived'), count: summary.classes.archived },
          ]}
        />
        <CountTable
          heading={t('rostering.studentsHeading')}
          rows={[
            { label: t('rostering.membershipsPending'), count: summary.memberships.pending },
            { label: t('rostering.membershipsUpdated'), count: summary.memberships.updated },
            { label: t('rostering.membershipsUnchanged'), count: summary.memberships.unchanged },
            { label: t('rostering.membershipsAlready'), count: summary.memberships.alreadyMembers },
            { label: t('rostering.membershipsDeclined'), count: summary.memberships.declined },
            { label: t('rostering.membershipsEnded'), count: summary.memberships.ended },
          ]}
        />
      </div>
      {summary.skipped.total > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">{skippedHeading}</h3>
          {summary.skipped.items.length < summary.skipped.total ? (
            <p className="text-sm text-slate-700">
              {t('rostering.shownOf', { shown: summary.skipped.items.length, total: summary.skipped.total })}
            </p>
          ) : null}
          <IssueTable issues={summary.skipped.items} caption={skippedHeading} />
        </>
      ) : null}
    </section>
  );
}

function ProblemsView({ result }: { result: Extract<ImportResult, { kind: 'problems' }> }) {
  const t = useT('rostering');
  const heading = t('rostering.problemsHeading', { count: result.issueCount });
  return (
    <section aria-labelledby="roster-problems" className="mt-6 rounded-xl border border-red-300 bg-white p-4">
      <h2 id="roster-problems" className="text-2xl font-bold text-red-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{t('rostering.problemsIntro')}</p>
      {result.issues.length < result.issueCount ? (
        <p className="text-sm text-slate-700">{t('rostering.shownOf', { shown: result.issues.length, total: result.issueCount })}</p>
      ) : null}
      <IssueTable issues={result.issues} caption={heading} />
    </section>
  );
}

function UploadForm() {
  const t = useT('rostering');
  const fieldId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  // The last result, and whether it was a clean check of the files chosen now (only then may they be imported).
  const [result, setResult] = useState<ImportResult | null>(null);
  const [checked, setChecked] = useState(false);
  const send = useSendPackage();

  function run(dryRun: boolean) {
    if (files.length === 0) return setError(t('rostering.chooseFiles'));
    setError(undefined);
    send.mutate(
      { files, dryRun, timeZone: browserTimeZone() },
      {
        onSuccess: (data) => {
          setResult(data);
          setChecked(dryRun && data.kind === 'summary');
        },
        onError: (failure) => {
          setResult(null);
          setChecked(false);
          setError(failure instanceof ApiError ? errorText(t, failure) : t('rostering.failed'));
        },
      },
    );
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(true);
  }
  const pendingDryRun = send.isPending && send.variables?.dryRun === true;
  const pendingImport = send.isPending && send.variables?.dryRun === false;
  return (
    <>
      <form onSubmit={submit} noValidate className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <label htmlFor={fieldId} className="block font-semibold">
          {t('rostering.filesLabel')}
        </label>
        <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
          {t('rostering.filesHint')}
        </p>
        <input
          id={fieldId}
          type="file"
          multiple
          accept=".zip,.csv,application/zip,text/csv"
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setResult(null);
            setChecked(false);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className="mt-2 block w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
        />
        {files.length > 0 ? <p className="mt-1 text-sm text-slate-700">{t('rostering.chosen', { count: files.length })}</p> : null}
        <FieldError fieldId={fieldId} error={error} />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" variant={checked ? 'secondary' : 'primary'} disabled={send.isPending}>
            {pendingDryRun ? t('rostering.checking') : t('rostering.check')}
          </Button>
          {checked ? (
            <Button type="button" disabled={send.isPending} onClick={() => run(false)}>
              {pendingImport ? t('rostering.importing') : t('rostering.import')}
            </Button>
          ) : null}
        </div>
        {send.isPending ? (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {pendingImport ? t('rostering.importing') : t('rostering.checking')}
          </p>
        ) : null}
      </form>
      {result?.kind === 'summary' ? <SummaryView summary={result.summary} /> : null}
      {result?.kind === 'problems' ? <ProblemsView result={result} /> : null}
    </>
  );
}

function History() {
  const t = useT('rostering');
  const format = useFormatters();
  const imports = useImports();
  return (
    <PageSection title={t('rostering.historyHeading')}>
      {imports.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          {t('rostering.historyLoading')}
        </p>
      ) : imports.isError ? (
        <p role="alert" className="mt-2 text-red-900">
          {imports.error instanceof ApiError ? errorText(t, imports.error) : t('rostering.historyLoadFailed')}
        </p>
      ) : imports.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('rostering.historyEmpty')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {imports.data.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="font-semibold break-words">
                {t('rostering.historyWhen', { date: format.localDay(entry.at), name: entry.uploaderName })}
              </p>
              <p className="text-sm break-words text-slate-700">{entry.files.join(', ')}</p>
              <p className="text-sm text-slate-700">
                {t('rostering.historyCounts', {
                  created: entry.summary.classes.created,
                  updated: entry.summary.classes.updated,
                  unchanged: entry.summary.classes.unchanged,
                  skipped: entry.summary.classes.skipped,
                  pending: entry.summary.memberships.pending,
                  ended: entry.summary.memberships.ended,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

export function RosteringPage() {
  const t = useT('rostering');
  usePageTitle(t('rostering.title'));
  const session = useSession();
  if (session.status !== 'signed-in') {
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-12 text-slate-700">
        {t('rostering.checkingAccess')}
      </p>
    );
  }
  const isAdmin = session.user.role === 'admin';
  const mayImport = isAdmin || session.profile?.userType === 'Educator';
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      {isAdmin ? null : (
        <p>
          <Link to="/educator" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('rostering.backToClasses')}
          </Link>
        </p>
      )}
      <h1 className="mt-4 text-3xl font-bold break-words">{t('rostering.title')}</h1>
      {mayImport ? (
        <>
          <p className="mt-2 text-slate-700">{t('rostering.intro')}</p>
          <p className="mt-2 text-slate-700">{isAdmin ? t('rostering.introAdmin') : t('rostering.introEducator')}</p>
          <p className="mt-2 text-slate-700">{t('rostering.howStudentsJoin')}</p>
          <UploadForm />
          <History />
        </>
      ) : (
        <div className="mt-4">
          <Alert>{t('rostering.notAllowed')}</Alert>
        </div>
      )}
    </div>
  );
}
