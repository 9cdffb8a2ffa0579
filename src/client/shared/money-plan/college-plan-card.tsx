import type { ReactNode } from 'react';
import type { RowSource } from '@domain/catalog/schemas';
import { Alert } from '@client/ui/alert';
import { formatShare, formatUsd, formatUsdCents, sourceText } from '@client/ui/format';
import type { MoneyPlan } from './use-money-plan';

/*
 * One college's money plan, as a card (side by side on wide screens, stacked on phones). Every
 * figure has its source line; figures Waypoint works out are marked as estimates.
 */

type College = MoneyPlan['colleges'][number];
type Planned = Extract<College['plan'], { status: 'planned' }>;

/** What a stand-in rate or fee's source line says: the latest figure in our data, used for loans made today. */
export const STAND_IN_NOTE = 'Estimate: the latest figure in our data, used because the one for loans made today is not in it yet.';

/** A source line: a stand-in rate or fee says so in plain words; any other estimate keeps the app's usual wording. */
export function planSourceText(source: RowSource, estimateNote?: string): string {
  return source.estimate && estimateNote ? `${source.name}, ${source.year}. ${estimateNote}` : sourceText(source);
}

/** The publisher, for the short line a phone shows before the sources are opened. */
const publisherOf = (source: RowSource) => source.name.split(':')[0]!.split(',')[0]!.trim();

/**
 * "Source: A" or "Sources: A and 2 more" with an open-on-demand list of every source, linked, in
 * full (on a phone the full lines were several screens long). Estimates say so in the short line too.
 */
export function Sources({
  sources,
  label = 'Source',
  estimateNote,
}: {
  sources: readonly RowSource[];
  label?: string;
  /** For stand-in loan figures: the plain-words reason the figure is an estimate. */
  estimateNote?: string;
}) {
  if (sources.length === 0) return null;
  const publishers = [...new Set(sources.map(publisherOf))];
  const short = publishers.length > 1 ? `${publishers[0]} and ${publishers.length - 1} more` : publishers[0];
  const estimate = sources.some((source) => source.estimate);
  return (
    <details className="text-xs text-slate-700">
      <summary className="min-h-6 cursor-pointer break-words">
        {sources.length > 1 ? `${label}s` : label}: {short}
        {estimate ? ' (estimate)' : ''} <span className="font-medium text-brand-800 underline underline-offset-2">details</span>
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
        {sources.map((source, index) => (
          <li key={`${source.url}-${index}`}>
            <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
              {planSourceText(source, estimateNote)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

const Estimate = () => <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">estimate</span>;

/** Said in words next to the fee when the fee for loans made today is not in our data (fees change each October 1). */
function FeeEstimate({ data }: { data: MoneyPlan }) {
  if (data.terms.feesCoverToday) return null;
  return (
    <>
      {' '}
      <Estimate /> The fee shown is for loans first disbursed before {usDate(data.terms.feesBefore)}; the fee for loans made today is not in
      our data yet.
    </>
  );
}

/** Said in words next to a payment when the rate for loans made today is not in our data yet. */
function RateEstimate({ data }: { data: MoneyPlan }) {
  if (data.terms.ratesCoverToday) return null;
  return (
    <span className="block text-xs font-normal text-slate-700">
      <Estimate /> The {data.terms.rateAwardYear} rate stands in: the rate for loans made today is not in our data yet.
    </span>
  );
}

const usDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Row({ term, children, note }: { term: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
      {note ? <dd className="mt-0.5">{note}</dd> : null}
    </div>
  );
}

const FAMILY_SOURCE = <p className="text-xs text-slate-700">Source: entered by the family above.</p>;

function FundingRows({ plan, college, data }: { plan: Planned; college: College; data: MoneyPlan }) {
  const { funding, years } = plan;
  const byYear = (pick: (row: Planned['funding']['years'][number]) => number) =>
    funding.years.map((row) => `year ${row.year}: ${formatUsd(pick(row))}`).join(', ');
  return (
    <>
      <Row term={`Net price × ${years.years} years`} note={<Sources sources={[college.source]} />}>
        {formatUsd(plan.netPricePerYear)} a year × {years.years} = {formatUsd(plan.totalNetPrice)}
      </Row>
      <Row term={`Family contribution × ${years.years} years, savings and extra grants`} note={FAMILY_SOURCE}>
        {formatUsd(plan.familyContribution)} + {formatUsd(plan.savings)} + {formatUsd(plan.extraGrants)}
      </Row>
      <Row term="Gap to fill" note={<p className="text-xs text-slate-700">Net price total minus the family&apos;s money.</p>}>
        {formatUsd(plan.gap)}
        {plan.surplus > 0 ? ` (the family's money covers it, with ${formatUsd(plan.surplus)} to spare)` : null}
      </Row>
      <Row term="1. Student's federal Direct Loans" note={<Sources sources={data.sources.directLimits} />}>
        {formatUsd(funding.directLoans)}
        {funding.directLoans > 0 ? <span className="block text-sm font-normal">{byYear((row) => row.directLoan)}</span> : null}
      </Row>
      <Row term="2. Parent PLUS loans" note={<Sources sources={data.sources.plusCaps} />}>
        {formatUsd(funding.parentPlus)}
        {funding.parentPlus > 0 ? <span className="block text-sm font-normal">{byYear((row) => row.parentPlus)}</span> : null}
      </Row>
      <Row term="3. Not covered by federal loans">{formatUsd(funding.unfunded)}</Row>
    </>
  );
}

function StudentRows({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const { student } = plan;
  const pay = data.careerPay;
  const rate = `${data.terms.undergraduateRatePercent}% (${data.terms.rateAwardYear} rate)`;
  return (
    <>
      <Row
        term="Student's debt at graduation"
        note={
          <>
            <p className="text-xs text-slate-700">
              Principal only: interest while in school is not included. Loan fees of {formatUsd(student.fees)} (
              {data.terms.directFeePercent}
              %) come out of the disbursements.
              <FeeEstimate data={data} />
            </p>
            <Sources sources={data.sources.fees} estimateNote={STAND_IN_NOTE} />
          </>
        }
      >
        {formatUsd(student.debt)}
      </Row>
      <Row
        term="Student's monthly payment"
        note={<Sources sources={[...data.sources.tieredStandard, ...data.sources.rates]} estimateNote={STAND_IN_NOTE} />}
      >
        {student.standard ? (
          <>
            Tiered Standard: {formatUsdCents(student.standard.monthlyPayment)} for {student.standard.months / 12} years at {rate}
            <RateEstimate data={data} />
          </>
        ) : (
          'No loan, no payment'
        )}
        {student.rapMonthlyPayment !== null && pay ? (
          <span className="block">
            RAP, first year: {formatUsdCents(student.rapMonthlyPayment)} on {formatUsd(pay.annual)} a year ({pay.horizonLabel})
          </span>
        ) : null}
      </Row>
      <Row
        term="Financial grade (student's debt against the pay of the chosen career)"
        note={
          <p className="text-xs text-slate-700">
            {pay
              ? `Pay: ${formatUsd(pay.annual)} a year (${pay.horizonLabel}), from the student's financial expectations.`
              : 'The student has not set an expected income on Financial expectations, so there is no grade.'}
          </p>
        }
      >
        {student.grade.risk ? `${student.grade.grade} (${student.grade.risk} risk)` : 'Not graded'}
        {student.gradeWithUnfunded?.risk ? (
          <span className="block text-sm font-normal">
            If the student also borrowed the uncovered part privately: {student.gradeWithUnfunded.grade} ({student.gradeWithUnfunded.risk}{' '}
            risk)
          </span>
        ) : null}
      </Row>
    </>
  );
}

function ParentRows({ plan, data }: { plan: Planned; data: MoneyPlan }) {
  const { parent } = plan;
  return (
    <>
      <Row
        term="Parent's debt at graduation"
        note={
          <>
            <p className="text-xs text-slate-700">
              Principal only. Loan fees of {formatUsd(parent.fees)} ({data.terms.plusFeePercent}%) come out of the disbursements.
              <FeeEstimate data={data} />
            </p>
            <Sources sources={data.sources.fees} estimateNote={STAND_IN_NOTE} />
          </>
        }
      >
        {formatUsd(parent.debt)}
      </Row>
      <Row
        term="Parent's monthly payment"
        note={
          <>
            <p className="text-xs text-slate-700">Parent PLUS loans cannot use RAP: the tiered Standard plan is shown.</p>
            <Sources sources={[...data.sources.tieredStandard, ...data.sources.rates]} estimateNote={STAND_IN_NOTE} />
          </>
        }
      >
        {parent.standard ? (
          <>
            Tiered Standard: {formatUsdCents(parent.standard.monthlyPayment)} for {parent.standard.months / 12} years at{' '}
            {data.terms.plusRatePercent}% ({data.terms.rateAwardYear} PLUS rate)
            <RateEstimate data={data} />
          </>
        ) : (
          'No loan, no payment'
        )}
        {parent.shareOfIncome !== null ? (
          <span className="block text-sm font-normal">{formatShare(parent.shareOfIncome)} of the family&apos;s monthly income</span>
        ) : null}
      </Row>
    </>
  );
}

export function CollegePlanCard({ college, data, level }: { college: College; data: MoneyPlan; level: 3 | 4 }) {
  const { plan } = college;
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `money-plan-${college.unitId}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <Heading id={headingId} className="text-lg font-semibold break-words">
        {college.name}
      </Heading>
      <p className="text-sm text-slate-700">
        {college.city ? `${college.city}, ` : ''}
        {college.state} · {plan.years.basis}
      </p>
      {plan.status === 'no-net-price' ? (
        <p className="mt-3 text-slate-700">
          The College Scorecard reports no average net price for this college, so there is no plan for it.
        </p>
      ) : (
        <>
          {plan.warnings.includes('private-loans-needed') ? (
            <div className="mt-3">
              <Alert>
                Federal loans leave {formatUsd(plan.funding.unfunded)} uncovered: this plan would need private loans or more family money.
              </Alert>
            </div>
          ) : null}
          <dl className="mt-2">
            <FundingRows plan={plan} college={college} data={data} />
            <StudentRows plan={plan} data={data} />
            <ParentRows plan={plan} data={data} />
          </dl>
        </>
      )}
    </article>
  );
}
