import { useEffect, useMemo } from 'react';
import { Link, useLocation } from '@client/shared/routing';
import { GRADE_TABLE, financialGrade } from '@domain/finance/grade';
import { paymentShareOf } from '@domain/money-plan/planned-debt';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useMajors } from '@client/shared/lib/use-majors';
import { formatRatio, formatShare } from '@client/ui/format';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { MajorsComparison } from './majors-comparison';
import { matchMajors } from './match-majors';
import { isEmptyResults, resolveResultsInput, type ResultsInput } from './results-input';
import { plannedDebtOnPage } from '@client/shared/lib/true-cost-terms';
import { DebtCost } from '@client/shared/true-cost/debt-cost';
import { trackEvent } from '@client/shared/lib/track-event';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

/** The next steps; each one's title and text are `results.next.<id>.title` / `.text`. */
const NEXT_STEPS = [
  { to: '/ai-counselor', id: 'counselor' },
  { to: '/full-assessment', id: 'premium' },
  { to: '/calculator', id: 'calculator' },
  { to: '/debt-calculator', id: 'repayment' },
  { to: '/resources/scholarships', id: 'scholarships' },
  { to: '/forum', id: 'forum' },
] as const;

export function FeedbackPage() {
  const t = useT('results');
  usePageTitle(t('results.pageTitle'));
  const location = useLocation();
  const local = useLocalSnapshot();
  const input = useMemo(() => resolveResultsInput(location.state, local), [location.state, local]);
  const hasResults = !isEmptyResults(input);
  useEffect(() => {
    if (hasResults) trackEvent('results_viewed');
  }, [hasResults]);

  if (!hasResults) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('results.heading')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('results.emptyText')}</p>
        <ButtonLink to="/journey" className="mt-8 px-6 text-lg">
          {t('results.startFree')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-12">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('results.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('results.heading')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('results.intro')}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <GradeSection input={input} />
        <PaymentSection input={input} />
      </div>
      <MajorsSection input={input} />
      {input.colleges.length > 0 ? <CollegesSection input={input} /> : null}
      <section aria-labelledby="next-steps" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
        <h2 id="next-steps" className="text-2xl font-bold">
          {t('results.nextSteps')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.to}>
              <Link to={step.to} className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-semibold text-brand-800">{t(`results.next.${step.id}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-700">{t(`results.next.${step.id}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function GradeSection({ input }: { input: ResultsInput }) {
  const result = financialGrade(input.monthlyIncome, input.plannedDebt);
  const row = GRADE_TABLE.find((r) => r.grade === result.grade);
  const t = useT('results');
  const format = useFormatters();
  return (
    <section aria-labelledby="grade-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="grade-heading" className="text-2xl font-bold">
        {t('results.gradeHeading')}
      </h2>
      {row && result.debtToIncome !== null ? (
        <>
          <p className="mt-3 flex flex-wrap items-baseline gap-3">
            <span className="text-5xl font-bold">{result.grade}</span>
            <span className="text-lg font-semibold">{t('results.riskLabel', { risk: t(`results.risk.${row.risk}`) })}</span>
          </p>
          <p className="mt-3">{t(`results.grade.${row.grade}`)}</p>
          <p className="mt-2 text-sm text-slate-700">
            {t('results.debtToIncome', {
              ratio: formatRatio(result.debtToIncome),
              debt: format.usd(input.plannedDebt ?? 0),
              yearly: format.usd((input.monthlyIncome ?? 0) * 12),
              monthly: format.usd(input.monthlyIncome ?? 0),
              horizon: t(`results.horizon.${input.earningsHorizon}`),
            })}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {t('results.incomePlansOn')} <strong>{t(`results.horizonChoice.${input.earningsHorizon}`)}</strong>.{' '}
            {input.earningsHorizon === 'all-workers' ? `${t('results.allWorkersWarning')} ` : ''}
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-5xl font-bold">{t('results.notAvailable')}</p>
          <p className="mt-3">
            {t.rich('results.gradeNeeds', {
              saved: input.hasExpectations ? 'yes' : 'no',
              link: (chunks) => (
                <Link to="/financial-expectations" className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {t('results.lifestyleLabel')} <strong>{t(`results.lifestyle.${input.level}`)}</strong>. {t(`results.lifestyleText.${input.level}`)}
      </p>
      <p className="mt-2 text-sm">
        <Link to="/financial-expectations" className={linkClass}>
          {t('results.changeIncome')}
        </Link>
      </p>
    </section>
  );
}

function PaymentSection({ input }: { input: ResultsInput }) {
  const cost = plannedDebtOnPage(input.plannedDebt);
  const t = useT('results');
  const format = useFormatters();
  const share = cost ? paymentShareOf(cost, input.monthlyIncome) : null;
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="payment-heading" className="text-2xl font-bold">
        {t('results.paymentHeading')}
      </h2>
      {!cost ? (
        <p className="mt-3">
          {t.rich('results.addDebt', {
            link: (chunks) => (
              <Link to="/financial-expectations" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : cost.monthlyPayment === 0 ? (
        <p className="mt-3">{t('results.borrowNothing')}</p>
      ) : (
        <>
          <p className="mt-3 text-4xl font-bold" data-testid="planned-payment">
            {format.usdCents(cost.monthlyPayment)}
            <span className="text-lg font-medium">{t('results.aMonth')}</span>
          </p>
          <p className="mt-2">
            {share === null ? t('results.addIncomeForShare') : t('results.shareOfIncome', { share: formatShare(share) })}
          </p>
          <div className="mt-3">
            <DebtCost cost={cost} monthlyIncome={input.monthlyIncome} />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            {t.rich('results.comparePlans', {
              link: (chunks) => (
                <Link to="/debt-calculator" className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </section>
  );
}

function MajorsSection({ input }: { input: ResultsInput }) {
  const majors = useMajors();
  const t = useT('results');
  if (input.selectedMajors.length === 0) {
    return (
      <section aria-labelledby="majors-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="majors-heading" className="text-2xl font-bold">
          {t('results.majorsHeading')}
        </h2>
        <p className="mt-3">
          {t.rich('results.noMajors', {
            quiz: (chunks) => (
              <Link to="/career-quiz" className={linkClass}>
                {chunks}
              </Link>
            ),
            outcomes: (chunks) => (
              <Link to="/outcomes" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  }
  if (majors.isPending) return <Spinner label={t('results.loadingMajors')} />;
  if (majors.isError) {
    return (
      <section aria-labelledby="majors-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="majors-heading" className="text-2xl font-bold">
          {t('results.majorsHeading')}
        </h2>
        <Alert>{t('results.majorsError')}</Alert>
        <Button variant="secondary" onClick={() => void majors.refetch()}>
          {t('results.tryAgain')}
        </Button>
      </section>
    );
  }
  return (
    <MajorsComparison
      matched={matchMajors(input.selectedMajors, majors.data)}
      plannedDebt={input.plannedDebt}
      horizon={input.earningsHorizon}
    />
  );
}

function CollegesSection({ input }: { input: ResultsInput }) {
  const shown = input.colleges.slice(0, 5);
  const t = useT('results');
  const count = input.colleges.length;
  const found =
    count > shown.length ? t('results.collegesFoundFirst', { count, shown: shown.length }) : t('results.collegesFound', { count });
  return (
    <section aria-labelledby="colleges-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="colleges-heading" className="text-2xl font-bold">
        {t('results.collegesHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{found}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {shown.map((college, index) => (
          <li key={`${college.name}-${index}`}>
            <span className="font-medium">{college.name}</span>
            {college.place ? <span className="text-slate-700"> · {college.place}</span> : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <Link to="/college-quiz" className={linkClass}>
          {t('results.changeColleges')}
        </Link>
      </p>
    </section>
  );
}
