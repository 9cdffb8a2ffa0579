import { useId, useState, type FormEvent } from 'react';
import { CREDENTIAL_LEVELS, type CredentialLevel } from '@domain/catalog/program-values';
import type { FinancialGradeResult, FinancialRisk } from '@domain/finance/grade';
import { MAX_PLANNED_DEBT } from '@domain/prices/brackets';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { parseIncome } from '@client/shared/prices/family-price';
import { Link } from '@client/shared/routing';
import { Button } from '@client/ui/button';
import { DollarInput } from '@client/ui/dollar-input';
import { FieldError } from '@client/ui/field-error';
import { ResultsPager } from '@client/ui/paged-results';
import { listPrograms, programListQuery, PROGRAMS_PAGE_SIZE, type ProgramListQuery, type ProgramSort } from './program-list';
import type { CollegeDetail, CollegeProgram } from './use-college';
import { Fact } from '@client/ui/fact';
import { FilterSelect } from '@client/ui/filter-controls';

/*
 * A college's programs with their outcomes: the credential and sort filters, the search, the optional planned debt
 * graded against each program's first-year earnings, and one card per program with its cohort and source.
 */

type T = Translate<'colleges'>;

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

const CREDENTIAL_KEYS = {
  'undergraduate-certificate': 'colleges.credential.undergraduateCertificate',
  associate: 'colleges.credential.associate',
  bachelor: 'colleges.credential.bachelor',
  'post-baccalaureate-certificate': 'colleges.credential.postBaccalaureateCertificate',
  master: 'colleges.credential.master',
  doctoral: 'colleges.credential.doctoral',
  'first-professional': 'colleges.credential.firstProfessional',
  'graduate-certificate': 'colleges.credential.graduateCertificate',
} as const satisfies Record<CredentialLevel, string>;

const SORT_KEYS = {
  name: 'colleges.programs.sortName',
  graduates: 'colleges.programs.sortGraduates',
  debt: 'colleges.programs.sortDebt',
  earnings: 'colleges.programs.sortEarnings',
  grade: 'colleges.programs.sortGrade',
} as const satisfies Record<ProgramSort, string>;

const RISK_KEYS = {
  'Very Low': 'colleges.risk.veryLow',
  Low: 'colleges.risk.low',
  Moderate: 'colleges.risk.moderate',
  Higher: 'colleges.risk.higher',
  High: 'colleges.risk.high',
  'Very High': 'colleges.risk.veryHigh',
  Extreme: 'colleges.risk.extreme',
} as const satisfies Record<FinancialRisk, string>;

function gradeText(t: T, grade: FinancialGradeResult): string {
  return grade.risk ? t('colleges.grade.withRisk', { grade: grade.grade, risk: t(RISK_KEYS[grade.risk]) }) : t('colleges.grade.none');
}

function PlannedDebtForm({
  plannedDebt,
  params,
  setParams,
}: {
  plannedDebt: number | null;
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
}) {
  const t = useT('colleges');
  const [text, setText] = useState(plannedDebt === null ? '' : String(plannedDebt));
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim() === '') {
      next.delete('plannedDebt');
      setError(undefined);
      setParams(next);
      return;
    }
    const value = parseIncome(text);
    if (!Number.isFinite(value)) return setError(t('colleges.error.debt_not_a_number'));
    if (!Number.isInteger(value)) return setError(t('colleges.error.debt_not_whole'));
    if (value < 0) return setError(t('colleges.error.debt_negative'));
    if (value > MAX_PLANNED_DEBT) return setError(t('colleges.error.debt_too_large'));
    setError(undefined);
    next.set('plannedDebt', String(value));
    setParams(next);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {t('colleges.plannedDebt.label')}
        </label>
        <DollarInput
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          invalid={error !== undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('colleges.plannedDebt.apply')}
      </Button>
      <div className="basis-full">
        <FieldError fieldId={fieldId} error={error} />
        <p className="text-xs text-slate-700">{t('colleges.plannedDebt.hint')}</p>
      </div>
    </form>
  );
}

/** Search, credential and order of the program list. */
function ProgramFilters({
  query,
  offered,
  change,
}: {
  query: ProgramListQuery;
  offered: readonly CredentialLevel[];
  change: (name: string, value: string) => void;
}) {
  const t = useT('colleges');
  const searchId = useId();
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t('colleges.programs.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query.q}
          onChange={(event) => change('q', event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3"
        />
      </div>
      <FilterSelect
        label={t('colleges.programs.credential')}
        anyLabel={t('colleges.programs.allCredentials')}
        value={query.credential ?? undefined}
        options={offered.map((level) => ({ value: level, label: t(CREDENTIAL_KEYS[level]) }))}
        onChange={(value) => change('credential', value)}
      />
      <FilterSelect
        label={t('colleges.programs.sort')}
        anyLabel={null}
        value={query.sort}
        options={(Object.keys(SORT_KEYS) as ProgramSort[]).map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
        onChange={(value) => change('sort', value === 'name' ? '' : value)}
      />
    </div>
  );
}

export function Programs({
  detail,
  plannedDebt,
  params,
  setParams,
}: {
  detail: CollegeDetail;
  plannedDebt: number | null;
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
}) {
  const t = useT('colleges');
  const offered = CREDENTIAL_LEVELS.filter((level) => detail.programs.some((program) => program.credentialLevel === level));
  const query = programListQuery(params, offered);
  const list = listPrograms(detail.programs, query);
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next);
  };
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const source = detail.sources.programs;
  return (
    <section aria-labelledby="programs-heading" className="mt-8">
      <h2 id="programs-heading" className="text-xl font-bold">
        {t('colleges.programs.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('colleges.programs.labels', { first: source.completionYears[0] ?? '', second: source.completionYears[1] ?? '' })}
      </p>
      {detail.programs.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3">{t('colleges.programs.none')}</p>
      ) : (
        <>
          <ProgramFilters query={query} offered={offered} change={change} />
          <div className="mt-3">
            <PlannedDebtForm key={plannedDebt ?? 'none'} plannedDebt={plannedDebt} params={params} setParams={setParams} />
          </div>
          <p className="mt-3 text-slate-700" role="status">
            {t('colleges.programs.count', {
              count: list.total,
              first: list.total === 0 ? 0 : (list.page - 1) * PROGRAMS_PAGE_SIZE + 1,
              last: (list.page - 1) * PROGRAMS_PAGE_SIZE + list.items.length,
            })}
          </p>
          <ul className="mt-2 grid gap-3">
            {list.items.map((program) => (
              <ProgramCard key={`${program.cip}-${program.credentialLevel}`} program={program} plannedDebt={plannedDebt} />
            ))}
          </ul>
          <div className="mt-3">
            <ResultsPager page={list.page} pageCount={list.pageCount} pageLink={pageLink} onNavigate={() => undefined} />
          </div>
        </>
      )}
      <p className="mt-3 text-xs text-slate-700">
        {t('colleges.programs.source', { name: source.name, release: source.release })}{' '}
        <a href={source.url} className="underline underline-offset-2">
          {t('colleges.sourceLink')}
        </a>
      </p>
    </section>
  );
}

function ProgramCard({ program, plannedDebt }: { program: CollegeProgram; plannedDebt: number | null }) {
  const t = useT('colleges');
  const format = useFormatters();
  const tooFew = t('colleges.programs.tooFew');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="program">
      <h3 className="font-semibold">
        <Link to={`/majors/${program.cip}`} className={linkClass}>
          {program.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-700">
        {t(CREDENTIAL_KEYS[program.credentialLevel])} · {t('colleges.programs.cip', { cip: program.cip })}
        {program.majorName ? ` · ${program.majorName}` : ''}
      </p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('colleges.programs.graduates')}>{program.graduates === null ? tooFew : format.count(program.graduates)}</Fact>
        <Fact
          term={t('colleges.programs.medianDebt')}
          note={program.debtCohort === null ? undefined : t('colleges.programs.ofBorrowers', { count: program.debtCohort })}
        >
          {program.medianDebt === null ? tooFew : format.usd(program.medianDebt)}
        </Fact>
        <Fact
          term={t('colleges.programs.medianEarnings')}
          note={program.earningsCohort === null ? undefined : t('colleges.programs.ofEarners', { count: program.earningsCohort })}
        >
          {program.medianEarnings === null ? tooFew : format.usd(program.medianEarnings)}
        </Fact>
        <Fact term={t('colleges.programs.grade')}>{gradeText(t, program.grade)}</Fact>
        {plannedDebt !== null && program.plannedDebtGrade ? (
          <Fact term={t('colleges.programs.plannedGrade', { debt: format.usd(plannedDebt) })}>
            {gradeText(t, program.plannedDebtGrade)}
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}
