import { Suspense } from 'react';
import { INCOME_BRACKETS, incomeBracket } from '@domain/prices/brackets';
import { plannedDebtOf, unitIdOf } from '@domain/catalog/page-requests';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { errorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ApiError } from '@client/shared/lib/api-client';
import { bracketText, FamilyIncomeEditor, FamilyPriceFigure, NET_PRICE_YEAR } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import { Link, useParams, useSearchParams } from '@client/shared/routing';
import { SaveCollegeButton } from '@client/shared/saved-lists/save-button';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useCollege, type CollegeDetail } from './use-college';
import { Fact } from '@client/ui/fact';
import { Programs } from './college-programs';

/*
 * A college's own page, for every institution in the Scorecard file (closed ones with a banner): the facts a family
 * weighs, its net price for their income, and each program's debt and first-year earnings with the grade of one
 * against the other. Every figure names its source, year and, for programs, the cohort.
 */

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

const CONTROL_KEYS = {
  public: 'colleges.control.public',
  'private-nonprofit': 'colleges.control.privateNonprofit',
  'private-for-profit': 'colleges.control.privateForProfit',
} as const;

function BackLinks() {
  const t = useT('colleges');
  return (
    <p className="mt-4 flex flex-wrap gap-4">
      <Link to="/college-quiz" className={linkClass}>
        {t('colleges.backToQuiz')}
      </Link>
      <Link to="/dashboard" className={linkClass}>
        {t('colleges.backHome')}
      </Link>
    </p>
  );
}

function Problem({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-4">
        <Alert>{message}</Alert>
      </div>
      <BackLinks />
    </div>
  );
}

export function CollegePage() {
  const t = useT('colleges');
  const { unitId: text = '' } = useParams();
  const unitId = unitIdOf(text);
  const [params, setParams] = useSearchParams();
  const plannedDebt = plannedDebtOf(params);
  const family = useFamilyIncome();
  const college = useCollege(unitId, family.income, plannedDebt, !family.loading);

  if (unitId === null) return <Problem title={t('colleges.badIdTitle')} message={t('colleges.error.bad_id')} />;
  if (college.isError && !college.data) {
    const error = college.error;
    if (error instanceof ApiError && error.status === 404)
      return <Problem title={t('colleges.notFoundTitle')} message={errorText(t, error)} />;
    if (error instanceof ApiError && error.status === 400)
      return <Problem title={t('colleges.badIdTitle')} message={errorText(t, error)} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert>{t('colleges.loadFailed')}</Alert>
        <Button className="mt-3" variant="secondary" onClick={() => void college.refetch()}>
          {t('colleges.retry')}
        </Button>
      </div>
    );
  }
  if (!college.data) return <Spinner label={t('colleges.loading')} />;
  return (
    <CollegeView
      detail={college.data}
      income={family.income}
      plannedDebt={plannedDebt}
      params={params}
      setParams={(next) => setParams(next, { replace: true, preventScrollReset: true })}
    />
  );
}

function CollegeView({
  detail,
  income,
  plannedDebt,
  params,
  setParams,
}: {
  detail: CollegeDetail;
  income: number | null;
  plannedDebt: number | null;
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
}) {
  const t = useT('colleges');
  const { college } = detail;
  usePageTitle(college.name);
  const place = college.city ? `${college.city}, ${college.state}` : college.state;
  // The side-by-side comparison lives with the quiz's matches: offered here when this college is one of them.
  const inQuizResults = (useLocalValue('collegeQuizResults') ?? []).some((match) => match.unitId === college.unitId);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold">{college.name}</h1>
      <p className="mt-1 text-slate-700">
        {place} · {t(CONTROL_KEYS[college.control])}
      </p>
      {!college.currentlyOperating ? (
        <div className="mt-4" data-testid="closed-banner">
          <p role="status" className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
            {t('colleges.closedBanner', { year: NET_PRICE_YEAR })}
          </p>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SaveCollegeButton college={college} />
        {inQuizResults ? (
          <ButtonLink to={`/college-quiz?compare=${college.unitId}`} variant="secondary">
            {t('colleges.compareInQuiz')}
          </ButtonLink>
        ) : null}
        <p className="text-sm text-slate-700">
          {t.rich(inQuizResults ? 'colleges.planAndCompareMatch' : 'colleges.planAndCompare', {
            plan: (chunks) => (
              <Link to="/money-plan" className={linkClass}>
                {chunks}
              </Link>
            ),
            quiz: (chunks) => (
              <Link to="/college-quiz" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>

      {/* Each section hydrates in a task of its own after the heading's, so no one task holds the page for long. */}
      <Suspense fallback={null}>
        <FactsSection detail={detail} />
      </Suspense>
      <Suspense fallback={null}>
        <PriceSection college={college} income={income} />
      </Suspense>
      <Suspense fallback={null}>
        <Programs detail={detail} plannedDebt={plannedDebt} params={params} setParams={setParams} />
      </Suspense>
    </div>
  );
}

/** The college's size, admission, completion and cost of attendance, with the dataset they come from. */
function FactsSection({ detail }: { detail: CollegeDetail }) {
  const t = useT('colleges');
  const format = useFormatters();
  const { college, sources } = detail;
  const share = (value: number | null) =>
    value === null ? t('colleges.notReported') : t('colleges.percent', { value: Math.round(value * 100) });
  return (
    <section aria-labelledby="facts-heading" className="mt-6">
      <h2 id="facts-heading" className="text-xl font-bold">
        {t('colleges.factsHeading')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('colleges.fact.undergraduates')}>
          {college.undergraduates === null ? t('colleges.notReported') : format.count(college.undergraduates)}
        </Fact>
        <Fact term={t('colleges.fact.admissionRate')}>
          {college.admissionRate === null
            ? t('colleges.fact.admissionNone')
            : t('colleges.percent', { value: Math.round(college.admissionRate * 100) })}
        </Fact>
        <Fact
          term={t('colleges.fact.completion')}
          note={
            college.completionMeasure === 'four-year'
              ? t('colleges.fact.completionFourYear')
              : college.completionMeasure === 'less-than-four-year'
                ? t('colleges.fact.completionLessThanFourYear')
                : undefined
          }
        >
          {share(college.completionRate)}
        </Fact>
        <Fact
          term={t('colleges.fact.costOfAttendance')}
          note={
            college.costOfAttendanceKind === 'program-year'
              ? t('colleges.fact.costProgramYear')
              : college.costOfAttendanceKind === 'academic-year'
                ? t('colleges.fact.costAcademicYear')
                : undefined
          }
        >
          {college.costOfAttendance === null ? t('colleges.notReported') : format.usd(college.costOfAttendance)}
        </Fact>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        {t('colleges.sourceLine', { name: sources.institution.name, year: sources.institution.year })}{' '}
        <a href={sources.institution.url} className="underline underline-offset-2">
          {t('colleges.sourceLink')}
        </a>
      </p>
    </section>
  );
}

/** The family's price, the income editor and the five brackets, the family's marked. */
function PriceSection({ college, income }: { college: CollegeDetail['college']; income: number | null }) {
  const t = useT('colleges');
  const format = useFormatters();
  const familyBracket = income === null ? null : incomeBracket(income);
  return (
    <section aria-labelledby="price-heading" className="mt-8">
      <h2 id="price-heading" className="text-xl font-bold">
        {t('colleges.priceHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('colleges.priceIntro')}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <FamilyPriceFigure netPriceByIncome={college.netPriceByIncome} averageNetPrice={college.averageNetPrice} income={income} />
        </div>
        <FamilyIncomeEditor />
      </div>
      <table className="mt-4 w-full max-w-xl text-left text-sm">
        <caption className="text-left font-semibold">{t('colleges.bracketTableCaption', { year: NET_PRICE_YEAR })}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3">
              {t('colleges.bracketColumn')}
            </th>
            <th scope="col" className="py-1">
              {t('colleges.netPriceColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {INCOME_BRACKETS.map((bracket, index) => {
            const amount = college.netPriceByIncome[index] ?? null;
            const mine = bracket === familyBracket;
            return (
              <tr
                key={bracket}
                className={`border-b border-slate-100 ${mine ? 'bg-brand-50 font-semibold' : ''}`}
                aria-current={mine ? 'true' : undefined}
              >
                <th scope="row" className="py-1 pr-3 font-normal">
                  {bracketText(t, format, bracket)}
                  {mine ? <span className="ml-2 text-xs font-semibold text-brand-800">{t('colleges.yourBracket')}</span> : null}
                </th>
                <td className="py-1">
                  {amount === null
                    ? t('colleges.price.suppressed')
                    : amount < 0
                      ? t('colleges.price.zeroNegative', { amount: format.usd(0) })
                      : format.usd(amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
