import { Link } from 'react-router';
import type { Career, Major, RowSource } from '@domain/catalog/schemas';
import {
  EARNINGS_HORIZON_LABELS,
  careersOnHorizon,
  incomeBasis,
  type EarningsHorizon,
  type IncomeBasis,
} from '@domain/finance/earnings-horizon';
import { monthlyFromAnnual, suggestMonthlyIncome } from '@domain/finance/lifestyle';
import { Button } from '@client/ui/button';
import type { QuizCareers } from './api/use-quiz-careers';
import { formatUsd } from '@client/ui/format';

export type CatalogMajors = { status: 'pending' | 'error' | 'success'; majors: readonly Major[]; retry: () => void };

const boxClass = 'mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700';
const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** One line per distinct dataset; each career or major links its own source. */
function uniqueSources(rows: readonly { source: RowSource }[]): RowSource[] {
  const seen = new Map<string, RowSource>();
  for (const row of rows) seen.set(`${row.source.name}|${row.source.year}`, row.source);
  return [...seen.values()];
}

const key = (name: string) => name.trim().toLocaleLowerCase('en-US');

/** The catalog's majors named in the quiz result (case-insensitive), in the quiz's order. */
export function quizMajors(names: readonly string[], majors: readonly Major[]): Major[] {
  const byName = new Map(majors.map((major) => [key(major.name), major]));
  return names.flatMap((name) => byName.get(key(name)) ?? []);
}

/** The catalog's majors with reported earnings that lead to one of the careers: where their early-career figures come from. */
function majorsLeadingTo(careers: readonly Career[], majors: readonly Major[]): Major[] {
  const codes = new Set(careers.map((career) => career.socCode));
  return majors.filter((major) => major.medianEarnings !== null && major.careerCodes.some((code) => codes.has(code)));
}

function yearly(annual: number, horizon: EarningsHorizon): string {
  return `${formatUsd(monthlyFromAnnual(annual))} a month (${formatUsd(Math.round(annual))} a year, ${EARNINGS_HORIZON_LABELS[horizon].short})`;
}

function basisText(basis: IncomeBasis, count: number): string {
  if (basis.from === 'majors')
    return `the median first-year earnings ${count > 1 ? `of your ${count} majors` : 'of your major'} divided by 12`;
  if (basis.horizon === 'early-career') {
    return `the median early-career estimate ${count > 1 ? `of these ${count} careers` : 'of this career'} divided by 12`;
  }
  return `the median yearly pay of all workers ${count > 1 ? `in these ${count} careers` : 'in this career'} divided by 12`;
}

function MajorList({ majors }: { majors: readonly Major[] }) {
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold">Your majors</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {majors.map((major) => (
          <li key={major.cip} className="flex flex-wrap justify-between gap-x-3">
            <span>{major.name}</span>
            <span className="font-medium">
              {major.medianEarnings === null ? 'earnings not reported' : yearly(major.medianEarnings, 'early-career')}
              {major.source.estimate ? ' · estimate' : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function CareerList({ careers, catalog, horizon }: { careers: readonly Career[]; catalog: readonly Major[]; horizon: EarningsHorizon }) {
  const pays = careersOnHorizon(careers, catalog, horizon);
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold">Your careers</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {careers.map((career, index) => {
          const pay = pays[index]!;
          const missing =
            horizon === 'early-career' ? 'no early-career figure: no major in our data leads to this career' : 'pay not reported';
          return (
            <li key={career.socCode} className="flex flex-wrap justify-between gap-x-3">
              <a href={career.source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {career.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="font-medium">
                {pay.annual === null ? missing : yearly(pay.annual, horizon)}
                {pay.annual !== null && horizon === 'early-career'
                  ? ` · estimate from ${pay.majorCount} ${pay.majorCount === 1 ? 'major' : 'majors'}`
                  : ''}
                {pay.annual !== null && horizon === 'all-workers' && career.source.estimate ? ' · estimate' : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Suggestion({ basis, onUse }: { basis: IncomeBasis | null; onUse: (monthly: number) => void }) {
  const suggestion = basis ? suggestMonthlyIncome(basis.annualPays) : null;
  if (!basis || !suggestion) {
    return (
      <p className="mt-3 text-sm">
        Nothing here has a reported figure on this horizon, so there is no suggestion. Enter an income yourself.
      </p>
    );
  }
  const short = EARNINGS_HORIZON_LABELS[basis.horizon].short;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-sm">
        Suggested: <strong>{formatUsd(suggestion.monthlyBeforeTax)} a month before tax</strong> ({short}),{' '}
        {basisText(basis, suggestion.basedOn)}.
      </p>
      <Button variant="secondary" onClick={() => onUse(suggestion.monthlyBeforeTax)}>
        Use {formatUsd(suggestion.monthlyBeforeTax)}
      </Button>
    </div>
  );
}

function LoadState({ quizCareers, catalog }: { quizCareers: QuizCareers; catalog: CatalogMajors | null }) {
  if (quizCareers.status === 'pending' || catalog?.status === 'pending') {
    return (
      <p role="status" className={boxClass}>
        Loading the pay in your majors and careers…
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <span>The pay in your majors and careers could not be loaded. You can still enter an income yourself.</span>
      <Button
        variant="secondary"
        onClick={() => {
          if (quizCareers.status === 'error') quizCareers.retry();
          if (catalog?.status === 'error') catalog.retry();
        }}
      >
        Try again
      </Button>
    </div>
  );
}

/**
 * The income to plan on, on the student's earnings horizon: early career from the majors' Scorecard
 * earnings (or, without a major, the careers' early-career estimates), or the careers' median of all
 * workers. Each figure names its horizon; a career without a figure on the horizon says so.
 */
export function IncomeSuggestion({
  horizon,
  majorNames,
  hasQuizCareers,
  quizCareers,
  catalog,
  onUse,
}: {
  horizon: EarningsHorizon;
  majorNames: readonly string[];
  hasQuizCareers: boolean;
  quizCareers: QuizCareers;
  catalog: CatalogMajors;
  onUse: (monthly: number) => void;
}) {
  if (!hasQuizCareers && majorNames.length === 0) {
    return (
      <p className={boxClass}>
        Take the{' '}
        <Link to="/career-quiz" className={linkClass}>
          career quiz
        </Link>{' '}
        to get a suggested income from the pay in majors and careers that fit you.
      </p>
    );
  }
  // The early-career figures come from the majors' catalog; the median of all workers needs only the careers.
  const neededCatalog = horizon === 'early-career' ? catalog : null;
  if (quizCareers.status !== 'success' || (neededCatalog && neededCatalog.status !== 'success')) {
    return <LoadState quizCareers={quizCareers} catalog={neededCatalog} />;
  }

  const { careers } = quizCareers;
  const myMajors = horizon === 'early-career' ? quizMajors(majorNames, catalog.majors) : [];
  if (careers.length === 0 && myMajors.length === 0) {
    return (
      <p className={boxClass}>
        {hasQuizCareers
          ? 'The careers from your quiz are no longer in our catalog, so there is no suggestion.'
          : 'The median of all workers is reported by career, and your quiz result names no careers, so there is no suggestion.'}{' '}
        Enter an income yourself, or retake the{' '}
        <Link to="/career-quiz" className={linkClass}>
          career quiz
        </Link>
        .
      </p>
    );
  }
  const basis = incomeBasis(horizon, { careers, myMajors, catalogMajors: catalog.majors });
  const sources = uniqueSources(horizon === 'early-career' ? [...myMajors, ...majorsLeadingTo(careers, catalog.majors)] : careers);
  return (
    <section aria-labelledby="income-suggestion" className="mt-3 rounded-xl bg-brand-50 p-4">
      <h2 id="income-suggestion" className="font-semibold">
        Pay in your majors and careers
      </h2>
      <p className="mt-1 text-sm text-slate-700">Planning on: {EARNINGS_HORIZON_LABELS[horizon].choice}.</p>
      {myMajors.length > 0 ? <MajorList majors={myMajors} /> : null}
      {careers.length > 0 ? <CareerList careers={careers} catalog={catalog.majors} horizon={horizon} /> : null}
      <Suggestion basis={basis} onUse={onUse} />
      <p className="mt-2 text-xs text-slate-700">
        {EARNINGS_HORIZON_LABELS[horizon].explanation}{' '}
        {horizon === 'all-workers' ? 'Majors have no median-of-all-workers figure in our data, so they are not listed here. ' : ''}
        {sources.length > 0 ? `Source: ${sources.map((source) => `${source.name}, ${source.year}`).join('; ')}.` : null}
      </p>
    </section>
  );
}
