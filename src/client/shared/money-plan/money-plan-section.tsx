import { Link } from 'react-router';
import { ApiError } from '@client/shared/lib/api-client';
import { Button } from '@client/ui/button';
import { formatUsd } from '@client/ui/format';
import { CollegePlanCard, Sources, STAND_IN_NOTE } from './college-plan-card';
import { MoneyPlanForm } from './money-plan-form';
import { useMoneyPlan, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

/*
 * The family money plan (issue 20, ADR 0025), on /money-plan for the student and on /family for
 * each linked child: the family's figures (editable by both sides) and, side by side, each college
 * on the student's list with the gap, the federal loans that fill it in order, what stays uncovered,
 * the debts, payments and grade.
 */

/** "2026-07-01" → "July 1, 2026": a parent reads dates, not ISO strings. */
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function HowItWorks({ data }: { data: MoneyPlan }) {
  const [first, second, later] = data.terms.directAnnualByYear;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">How the plan is worked out</summary>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>
          Net price is the College Scorecard&apos;s average net price: the cost of attendance after the grants and scholarships students
          usually get, so only outside awards go under extra grants.
        </li>
        <li>
          Gap = net price × years − contribution × years − savings − extra grants, spread evenly over the years. The student&apos;s federal
          Direct Loans fill it first, up to {formatUsd(first!)} in year 1, {formatUsd(second!)} in year 2 and {formatUsd(later!)} a year
          after that ({formatUsd(data.terms.directAggregate)} in all); then Parent PLUS loans, up to {formatUsd(data.terms.plusAnnual)} a
          year and {formatUsd(data.terms.plusAggregate)} per student under the rules for loans made from{' '}
          {longDate(data.terms.plusEffective)}. What is left is not covered by federal loans.
          <Sources sources={[...data.sources.directLimits, ...data.sources.plusCaps]} />
        </li>
        <li>
          Payments use the {data.terms.rateAwardYear} rates ({data.terms.undergraduateRatePercent}% student, {data.terms.plusRatePercent}%
          PLUS)
          {data.terms.ratesCoverToday
            ? '.'
            : ': the rates for loans made today are not in our data yet, so these stand in and the payments are estimates.'}{' '}
          {data.rules.tieredStandard} {data.rules.rap}
          <Sources sources={[...data.sources.rates, ...data.sources.rap]} estimateNote={STAND_IN_NOTE} />
        </li>
        <li>
          The parent&apos;s payment is shown as a share of the family income when you enter one. We found no official threshold for a safe
          share of a parent&apos;s income, so the plan does not call any share safe or unsafe.
        </li>
        <li>Every figure here is an estimate for planning, not an offer of aid.</li>
      </ul>
    </details>
  );
}

function Colleges({ data, target, level }: { data: MoneyPlan; target: MoneyPlanTarget; level: 3 | 4 }) {
  if (data.colleges.length === 0)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold">No colleges on the list yet.</p>
        {target.kind === 'mine' ? (
          <p className="mt-1 text-slate-700">
            Save colleges from the{' '}
            <Link to="/college-quiz" className="font-semibold text-brand-800 underline underline-offset-2">
              college search
            </Link>{' '}
            and each one gets its own plan here.
          </p>
        ) : (
          <p className="mt-1 text-slate-700">When {data.student.name} saves colleges, each one gets its own plan here.</p>
        )}
      </div>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {data.colleges.map((college) => (
        <CollegePlanCard key={college.unitId} college={college} data={data} level={level} />
      ))}
    </div>
  );
}

export function MoneyPlanSection({ target, headingLevel = 2 }: { target: MoneyPlanTarget; headingLevel?: 2 | 3 }) {
  const plan = useMoneyPlan(target);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `money-plan-${target.kind === 'mine' ? 'mine' : target.linkId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 min-w-0 space-y-4">
      <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        Family money plan
      </Heading>
      {plan.isPending ? (
        <p role="status" className="text-slate-700">
          Loading the money plan…
        </p>
      ) : plan.isError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{plan.error instanceof ApiError && plan.error.status !== 0 ? plan.error.message : 'The money plan could not be loaded.'}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void plan.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="text-slate-700">
            For each college on {target.kind === 'mine' ? 'your' : `${plan.data.student.name}'s`} list: what the family pays, what federal
            loans can cover, and what is left. The student and linked parents see the same figures.
          </p>
          <MoneyPlanForm target={target} plan={plan.data} level={headingLevel === 2 ? 3 : 4} />
          <HowItWorks data={plan.data} />
          <Colleges data={plan.data} target={target} level={headingLevel === 2 ? 3 : 4} />
        </>
      )}
    </section>
  );
}
