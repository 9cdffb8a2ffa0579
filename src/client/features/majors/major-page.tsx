import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@client/shared/routing';
import { CIP_SERIES_PATTERN, MAJOR_COLLEGE_SORTS, type MajorCollegeSort } from '@domain/catalog/program-values';
import { US_STATES } from '@domain/catalog/catalog-values';
import { isUsState, majorDetailRequest, majorPageFilters, type MajorPageFilters } from '@domain/catalog/page-requests';
import { familyIncomeIssue } from '@domain/prices/brackets';
import { ApiError } from '@client/shared/lib/api-client';
import { careerPagePath } from '@client/shared/lib/public-paths';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { CareerFigures } from '@client/ui/career-figures';
import { ResultsPager, pageRange, useFocusResultsOnPageChange } from '@client/ui/paged-results';
import { SourceLine } from '@client/ui/source-line';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useMajor, type MajorDetail, type MajorRequest } from './api/use-major';
import { familyPriceText } from './price-text';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';
/** The address bar's filters, kept only when valid (a hand-edited bad value falls back to the default). */
function useFilters(): MajorPageFilters {
  const [params] = useSearchParams();
  return majorPageFilters(params);
}
type Filters = MajorPageFilters;

function searchOf(cip: string, filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.sort !== 'grade') params.set('sort', filters.sort);
  if (filters.state) params.set('state', filters.state);
  if (filters.income !== undefined) params.set('income', filters.income);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return `/majors/${cip}${search ? `?${search}` : ''}`;
}

/** /majors/:cip (public): a field of study, the careers it leads to and the colleges offering it, ranked as chosen. */
export function MajorPage() {
  const t = useT('majors');
  const { cip = '' } = useParams();
  const wellFormed = CIP_SERIES_PATTERN.test(cip);
  const filters = useFilters();
  const query: MajorRequest = majorDetailRequest(filters);
  const major = useMajor(cip, query, wellFormed);
  const notFound = major.error instanceof ApiError && major.error.status === 404;
  usePageTitle(
    !wellFormed
      ? t('majors.malformed.title')
      : notFound
        ? t('majors.notFound.title')
        : (major.data?.fieldOfStudy.title ?? t('majors.loading')),
  );

  if (!wellFormed) return <Missing title={t('majors.malformed.title')} text={t('majors.malformed.text')} />;
  if (notFound) return <Missing title={t('majors.notFound.title')} text={t('majors.notFound.text', { cip })} />;
  if (major.isPending) return <Spinner label={t('majors.loading')} />;
  if (major.isError && !major.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Alert>{t('majors.loadFailed', { message: major.error.message })}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => void major.refetch()}>
          {t('majors.tryAgain')}
        </Button>
      </div>
    );
  }
  return <MajorProfile detail={major.data} filters={filters} loading={major.isPlaceholderData} />;
}

function Missing({ title, text }: { title: string; text: string }) {
  const t = useT('majors');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <ButtonLink to="/outcomes" className="mt-6">
        {t('majors.back')}
      </ButtonLink>
    </div>
  );
}

function MajorProfile({ detail, filters, loading }: { detail: MajorDetail; filters: Filters; loading: boolean }) {
  const t = useT('majors');
  const { fieldOfStudy, major } = detail;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('majors.eyebrow', { cip: fieldOfStudy.cip })}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">{fieldOfStudy.title}</h1>
      {major ? <p className="mt-2 text-slate-700">{t('majors.curated', { name: major.name })}</p> : null}
      {fieldOfStudy.definition ? <p className="mt-4 max-w-3xl text-lg text-slate-800">{fieldOfStudy.definition}</p> : null}
      {fieldOfStudy.definitionCip ? (
        <p className="mt-1 text-sm text-slate-700">{t('majors.definitionOf', { cip: fieldOfStudy.definitionCip })}</p>
      ) : null}
      {fieldOfStudy.status === 'retired' ? <p className="mt-2 text-sm text-slate-700">{t('majors.retired')}</p> : null}
      <p className="mt-2 text-sm text-slate-700">
        {t.rich('majors.definitionSource', {
          link: (chunks) => (
            <a href={detail.sources.fieldOfStudy.url} className={linkClass}>
              {chunks}
            </a>
          ),
        })}
      </p>
      {/* Each section hydrates in a task of its own after the heading's, so no one task holds the page for long. */}
      <Suspense fallback={null}>
        <Careers detail={detail} />
      </Suspense>
      <Suspense fallback={null}>
        <Colleges detail={detail} filters={filters} loading={loading} />
      </Suspense>
    </div>
  );
}

function Careers({ detail }: { detail: MajorDetail }) {
  const t = useT('majors');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('majors.careers.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t('majors.careers.intro')}</p>
      {detail.careers.length === 0 && detail.otherOccupations.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('majors.careers.none')}</p>
      ) : null}
      {detail.careers.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {detail.careers.map((career) => (
            <li key={career.socCode} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold break-words">
                <Link to={careerPagePath(career.socCode)} className={linkClass}>
                  {career.title}
                </Link>
              </h3>
              <p className="mt-1 text-xs text-slate-700">{t('majors.careers.payLabel')}</p>
              <CareerFigures career={career} className="mt-1 gap-y-1" />
              <SourceLine source={career.source} className="mt-2 text-xs" />
            </li>
          ))}
        </ul>
      ) : null}
      {detail.otherOccupations.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('majors.careers.others', { titles: detail.otherOccupations.map((o) => o.title).join('; ') })}
        </p>
      ) : null}
    </section>
  );
}

function Colleges({ detail, filters, loading }: { detail: MajorDetail; filters: Filters; loading: boolean }) {
  const t = useT('majors');
  const format = useFormatters();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { colleges, fieldOfStudy, sources } = detail;
  const { pageCount } = pageRange(colleges);
  const onNavigate = useFocusResultsOnPageChange(colleges.page, loading, headingRef);
  const money = (amount: number | null, count: number | null, key: 'majors.colleges.medianDebtOf' | 'majors.colleges.medianEarningsOf') =>
    amount === null
      ? t('majors.colleges.notReported')
      : count === null
        ? format.usd(amount)
        : t(key, { amount: format.usd(amount), count: format.count(count) });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {t('majors.colleges.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t('majors.colleges.intro', { years: sources.programs.completionYears.join(', ') })}</p>
      <CollegeFilters cip={fieldOfStudy.cip} filters={filters} />
      <p role="status" className="mt-4 font-semibold">
        {loading ? t('majors.colleges.loading') : t('majors.colleges.count', { count: colleges.total })}
      </p>
      {colleges.total === 0 ? (
        <p className="mt-2 text-slate-700">
          {t('majors.colleges.none')} {filters.state ? t('majors.colleges.noneHint') : null}
        </p>
      ) : (
        <ol className="mt-3 space-y-3" aria-busy={loading}>
          {colleges.items.map(({ college, familyPrice, program }) => (
            <li key={`${college.unitId}-${program.credentialLevel}`} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="text-lg font-semibold break-words">
                <Link to={`/colleges/${college.unitId}`} className={linkClass}>
                  {college.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-700">
                {[college.city, college.state].filter(Boolean).join(', ')} · {t(`majors.credential.${program.credentialLevel}`)}
              </p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-700">{t('majors.colleges.medianDebt')}</dt>
                <dd className="font-medium">{money(program.medianDebt, program.debtCohort, 'majors.colleges.medianDebtOf')}</dd>
                <dt className="text-slate-700">{t('majors.colleges.medianEarnings')}</dt>
                <dd className="font-medium">{money(program.medianEarnings, program.earningsCohort, 'majors.colleges.medianEarningsOf')}</dd>
                <dt className="text-slate-700">{t('majors.colleges.grade')}</dt>
                <dd className="font-medium">{program.grade.grade === 'N/A' ? t('majors.colleges.gradeNA') : program.grade.grade}</dd>
                <dt className="text-slate-700">{t('majors.colleges.graduates')}</dt>
                <dd>{program.graduates === null ? t('majors.colleges.notReported') : format.count(program.graduates)}</dd>
                <dt className="text-slate-700">{t('majors.colleges.price')}</dt>
                <dd>{familyPriceText(t, format, familyPrice.price, sources.prices)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        <ResultsPager
          page={colleges.page}
          pageCount={pageCount}
          pageLink={(page) => searchOf(fieldOfStudy.cip, { ...filters, page })}
          onNavigate={onNavigate}
        />
      </div>
      <p className="mt-4 text-xs text-slate-700">
        {t.rich('majors.programSource', {
          name: sources.programs.name,
          release: sources.programs.release,
          link: (chunks) => (
            <a href={sources.programs.url} className={linkClass}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <SourceLine source={sources.prices} className="mt-1 text-xs" />
    </section>
  );
}

/** Sort, state and income: applied together (one new address), so a keyboard user is never moved mid-choice. */
function CollegeFilters({ cip, filters }: { cip: string; filters: Filters }) {
  const t = useT('majors');
  const navigate = useNavigate();
  const [sort, setSort] = useState<MajorCollegeSort>(filters.sort);
  const [state, setState] = useState<string>(filters.state ?? '');
  const [income, setIncome] = useState(filters.income ?? '');
  const [incomeError, setIncomeError] = useState(false);
  const ids = { sort: useId(), state: useId(), income: useId(), hint: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = income.trim().replace(/[$,]/g, '');
    if (trimmed !== '' && familyIncomeIssue(Number(trimmed)) !== null) {
      setIncomeError(true);
      return;
    }
    setIncomeError(false);
    navigate(searchOf(cip, { sort, state: isUsState(state) ? state : undefined, income: trimmed === '' ? undefined : trimmed, page: 1 }));
  };
  const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';
  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3" noValidate>
      <div>
        <label htmlFor={ids.sort} className="font-medium">
          {t('majors.colleges.sortLabel')}
        </label>
        <select id={ids.sort} value={sort} onChange={(event) => setSort(event.target.value as MajorCollegeSort)} className={fieldClass}>
          {MAJOR_COLLEGE_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`majors.colleges.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.state} className="font-medium">
          {t('majors.colleges.stateLabel')}
        </label>
        <select id={ids.state} value={state} onChange={(event) => setState(event.target.value)} className={fieldClass}>
          <option value="">{t('majors.colleges.allStates')}</option>
          {US_STATES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.income} className="font-medium">
          {t('majors.colleges.incomeLabel')}
        </label>
        <input
          id={ids.income}
          inputMode="numeric"
          autoComplete="off"
          value={income}
          onChange={(event) => setIncome(event.target.value)}
          aria-describedby={incomeError ? `${ids.error} ${ids.hint}` : ids.hint}
          aria-invalid={incomeError || undefined}
          className={fieldClass}
        />
        {incomeError ? (
          <p id={ids.error} className="mt-1 text-sm font-medium text-red-800">
            {t('majors.colleges.incomeInvalid')}
          </p>
        ) : null}
        <p id={ids.hint} className="mt-1 text-xs text-slate-700">
          {t('majors.colleges.incomeHint')}
        </p>
      </div>
      <div className="sm:col-span-3">
        <Button type="submit">{t('majors.colleges.apply')}</Button>
      </div>
    </form>
  );
}
