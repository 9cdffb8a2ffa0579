import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { GRADE_TABLE, financialGrade } from '@domain/finance/grade';
import { LIFESTYLE_DESCRIPTIONS } from '@domain/finance/lifestyle';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { standardPaymentShare } from '@domain/finance/payment-share';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useMajors } from '@client/shared/lib/use-majors';
import { formatRatio, formatShare, formatUsd, formatUsdCents } from '@client/ui/format';
import { MajorsComparison } from './majors-comparison';
import { matchMajors } from './match-majors';
import { isEmptyResults, resolveResultsInput, type ResultsInput } from './results-input';
import { currentUndergraduateRate, disbursementWindow } from '@client/shared/lib/undergraduate-rate';
import { trackEvent } from '@client/shared/lib/analytics';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

const NEXT_STEPS = [
  { to: '/ai-counselor', title: 'AI counselor', text: 'Ask questions about these results; answers use your data and cite their sources.' },
  {
    to: '/full-assessment',
    title: 'Premium assessment',
    text: 'Cognitive games, an AI counselor and career exploration (25-30 min, free during beta).',
  },
  { to: '/calculator', title: 'Debt calculator', text: 'Work out how much a degree would make you borrow.' },
  { to: '/debt-calculator', title: 'Repayment calculator', text: 'Compare repayment plans for the loans you expect.' },
  { to: '/resources/scholarships', title: 'Scholarship guide', text: 'Find money you never have to pay back.' },
  { to: '/forum', title: 'Forum', text: 'Ask students, parents and educators what worked for them.' },
];

export function FeedbackPage() {
  usePageTitle('Your results');
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
        <h1 className="text-3xl font-bold">Your results</h1>
        <p className="mt-4 text-lg text-slate-700">
          There are no results on this device yet. The free assessment takes 15-20 minutes: a career quiz, a college quiz and your financial
          expectations.
        </p>
        <ButtonLink to="/journey" className="mt-8 px-6 text-lg">
          Start the free assessment
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-12">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Free assessment results</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Your results</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          How your majors pay for the debt they take, and whether the debt you plan to carry would be manageable.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <GradeSection input={input} />
        <PaymentSection input={input} />
      </div>
      <MajorsSection input={input} />
      {input.colleges.length > 0 ? <CollegesSection input={input} /> : null}
      <section aria-labelledby="next-steps" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
        <h2 id="next-steps" className="text-2xl font-bold">
          Next steps
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.to}>
              <Link to={step.to} className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-semibold text-brand-800">{step.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{step.text}</span>
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
  return (
    <section aria-labelledby="grade-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="grade-heading" className="text-2xl font-bold">
        Your financial grade
      </h2>
      {row && result.debtToIncome !== null ? (
        <>
          <p className="mt-3 flex flex-wrap items-baseline gap-3">
            <span className="text-5xl font-bold">{result.grade}</span>
            <span className="text-lg font-semibold">{row.risk} risk</span>
          </p>
          <p className="mt-3">{row.explanation}</p>
          <p className="mt-2 text-sm text-slate-700">
            Debt-to-income {formatRatio(result.debtToIncome)}: {formatUsd(input.plannedDebt ?? 0)} of planned debt ÷{' '}
            {formatUsd((input.monthlyIncome ?? 0) * 12)} a year ({formatUsd(input.monthlyIncome ?? 0)} a month before tax,{' '}
            {EARNINGS_HORIZON_LABELS[input.earningsHorizon].short}).
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Your income plans on: <strong>{EARNINGS_HORIZON_LABELS[input.earningsHorizon].choice}</strong>.{' '}
            {input.earningsHorizon === 'all-workers'
              ? 'New graduates usually earn less, so the grade at the start of repayment may be worse. '
              : ''}
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-5xl font-bold">N/A</p>
          <p className="mt-3">
            A grade needs both your expected monthly income and your planned debt.{' '}
            <Link to="/financial-expectations" className={linkClass}>
              {input.hasExpectations ? 'Update your financial expectations' : 'Add your financial expectations'}
            </Link>
            .
          </p>
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Lifestyle you hope for: <strong>{input.level}</strong>. {LIFESTYLE_DESCRIPTIONS[input.level]}
      </p>
      <p className="mt-2 text-sm">
        <Link to="/financial-expectations" className={linkClass}>
          Change your income or planned debt
        </Link>
      </p>
    </section>
  );
}

function PaymentSection({ input }: { input: ResultsInput }) {
  const rate = currentUndergraduateRate();
  const payment = rate ? standardPaymentShare(input.plannedDebt, rate.rate.undergraduatePercent, input.monthlyIncome) : null;
  const source = rate?.rate.sources[0];
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="payment-heading" className="text-2xl font-bold">
        Estimated monthly loan payment
      </h2>
      {!rate || !payment ? (
        <p className="mt-3">
          Add your planned debt on the{' '}
          <Link to="/financial-expectations" className={linkClass}>
            financial expectations
          </Link>{' '}
          step to estimate a payment.
        </p>
      ) : payment.monthlyPayment === 0 ? (
        <p className="mt-3">You plan to borrow nothing, so there is no loan payment.</p>
      ) : (
        <>
          <p className="mt-3 text-4xl font-bold">
            {formatUsdCents(payment.monthlyPayment)}
            <span className="text-lg font-medium"> a month</span>
          </p>
          <p className="mt-2">
            {payment.shareOfIncome === null
              ? 'Add your expected monthly income to see what share of it this would take.'
              : `${formatShare(payment.shareOfIncome)} of your expected monthly income before tax, every month for 10 years.`}
          </p>
          <p className="mt-3 text-sm text-slate-700">
            <strong>Estimate</strong>: {formatUsd(input.plannedDebt ?? 0)} repaid in equal payments over 10 years (the standard plan) at{' '}
            {rate.rate.undergraduatePercent}%, the fixed rate for federal undergraduate loans first disbursed{' '}
            {disbursementWindow(rate.rate)}
            {rate.coversToday ? '' : ', the latest rate we could confirm'}. Loans made from July 1, 2026 are repaid over 10 to 25 years
            depending on the balance; compare plans in the{' '}
            <Link to="/debt-calculator" className={linkClass}>
              repayment calculator
            </Link>
            .
            {source ? (
              <>
                {' '}
                Source:{' '}
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                  {source.publisher}, “{source.title}”<span className="sr-only"> (opens in a new tab)</span>
                </a>
                .
              </>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}

function MajorsSection({ input }: { input: ResultsInput }) {
  const majors = useMajors();
  if (input.selectedMajors.length === 0) {
    return (
      <section aria-labelledby="majors-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="majors-heading" className="text-2xl font-bold">
          Your majors: earnings and debt
        </h2>
        <p className="mt-3">
          No majors yet.{' '}
          <Link to="/career-quiz" className={linkClass}>
            Take the career quiz
          </Link>{' '}
          to find majors that fit you, or compare{' '}
          <Link to="/outcomes" className={linkClass}>
            earnings and debt for every major
          </Link>
          .
        </p>
      </section>
    );
  }
  if (majors.isPending) return <Spinner label="Loading earnings and debt for your majors…" />;
  if (majors.isError) {
    return (
      <section aria-labelledby="majors-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="majors-heading" className="text-2xl font-bold">
          Your majors: earnings and debt
        </h2>
        <Alert>The earnings and debt figures could not be loaded. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => void majors.refetch()}>
          Try again
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
  return (
    <section aria-labelledby="colleges-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="colleges-heading" className="text-2xl font-bold">
        Your college matches
      </h2>
      <p className="mt-2 text-slate-700">
        The college quiz found {input.colleges.length} {input.colleges.length === 1 ? 'match' : 'matches'}
        {input.colleges.length > shown.length ? `; here are the first ${shown.length}` : ''}.
      </p>
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
          See or change your college matches
        </Link>
      </p>
    </section>
  );
}
