import type { ReactNode } from 'react';
import { Link } from '@client/shared/routing';
import type { Career, Major, RowSource } from '@domain/catalog/schemas';
import { careersOnHorizon, incomeBasis, type EarningsHorizon, type IncomeBasis } from '@domain/finance/earnings-horizon';
import { monthlyFromAnnual, suggestMonthlyIncome } from '@domain/finance/lifestyle';
import { Button } from '@client/ui/button';
import type { QuizCareers } from './api/use-quiz-careers';
import { useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { Formatters } from '@client/ui/format';
import { horizonText } from '@client/shared/financial-expectations/horizon-texts';

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

function yearly(t: Translate<'budget'>, format: Formatters, annual: number, horizon: EarningsHorizon): string {
  return t('budget.yearly', {
    monthly: format.usd(monthlyFromAnnual(annual)),
    annual: format.usd(Math.round(annual)),
    horizon: horizonText(t, horizon, 'short'),
  });
}

function basisText(t: Translate<'budget'>, basis: IncomeBasis, count: number): string {
  if (basis.from === 'majors') return t('budget.basisMajors', { count });
  if (basis.horizon === 'early-career') {
    return t('budget.basisEarlyCareers', { count });
  }
  return t('budget.basisAllWorkersCareers', { count });
}

function MajorList({ majors }: { majors: readonly Major[] }) {
  const t = useT('budget');
  const format = useFormatters();
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold">{t('budget.yourMajors')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {majors.map((major) => (
          <li key={major.cip} className="flex flex-wrap justify-between gap-x-3">
            <span>{major.name}</span>
            <span className="font-medium">
              {major.medianEarnings === null ? t('budget.earningsNotReported') : yearly(t, format, major.medianEarnings, 'early-career')}
              {major.source.estimate ? ` · ${t('budget.estimate')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function CareerList({ careers, catalog, horizon }: { careers: readonly Career[]; catalog: readonly Major[]; horizon: EarningsHorizon }) {
  const t = useT('budget');
  const format = useFormatters();
  const pays = careersOnHorizon(careers, catalog, horizon);
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold">{t('budget.yourCareers')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {careers.map((career, index) => {
          const pay = pays[index]!;
          const missing = horizon === 'early-career' ? t('budget.noEarlyFigure') : t('budget.payNotReported');
          return (
            <li key={career.socCode} className="flex flex-wrap justify-between gap-x-3">
              <a href={career.source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {career.title}
                <span className="sr-only"> {t('budget.newTab')}</span>
              </a>
              <span className="font-medium">
                {pay.annual === null ? missing : yearly(t, format, pay.annual, horizon)}
                {pay.annual !== null && horizon === 'early-career'
                  ? ` · ${t('budget.estimateFromMajors', { count: pay.majorCount ?? 0 })}`
                  : ''}
                {pay.annual !== null && horizon === 'all-workers' && career.source.estimate ? ` · ${t('budget.estimate')}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Suggestion({ basis, onUse }: { basis: IncomeBasis | null; onUse: (monthly: number) => void }) {
  const t = useT('budget');
  const format = useFormatters();
  const suggestion = basis ? suggestMonthlyIncome(basis.annualPays) : null;
  if (!basis || !suggestion) {
    return <p className="mt-3 text-sm">{t('budget.noSuggestion')}</p>;
  }
  const short = horizonText(t, basis.horizon, 'short');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-sm">
        {t('budget.suggested')} <strong>{t('budget.perMonthBeforeTax', { amount: format.usd(suggestion.monthlyBeforeTax) })}</strong>{' '}
        {t('budget.suggestedBasis', { horizon: short, basis: basisText(t, basis, suggestion.basedOn) })}
      </p>
      <Button variant="secondary" onClick={() => onUse(suggestion.monthlyBeforeTax)}>
        {t('budget.useAmount', { amount: format.usd(suggestion.monthlyBeforeTax) })}
      </Button>
    </div>
  );
}

function LoadState({ quizCareers, catalog }: { quizCareers: QuizCareers; catalog: CatalogMajors | null }) {
  const t = useT('budget');
  if (quizCareers.status === 'pending' || catalog?.status === 'pending') {
    return (
      <p role="status" className={boxClass}>
        {t('budget.loadingPay')}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <span>{t('budget.payNotLoaded')}</span>
      <Button
        variant="secondary"
        onClick={() => {
          if (quizCareers.status === 'error') quizCareers.retry();
          if (catalog?.status === 'error') catalog.retry();
        }}
      >
        {t('budget.tryAgain')}
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
  const t = useT('budget');
  const quizLink = (words: ReactNode) => (
    <Link to="/career-quiz" className={linkClass}>
      {words}
    </Link>
  );
  if (!hasQuizCareers && majorNames.length === 0) {
    return <p className={boxClass}>{t.rich('budget.takeQuiz', { link: quizLink })}</p>;
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
        {hasQuizCareers ? t('budget.careersGone') : t('budget.noCareersForAllWorkers')} {t.rich('budget.retake', { link: quizLink })}
      </p>
    );
  }
  const basis = incomeBasis(horizon, { careers, myMajors, catalogMajors: catalog.majors });
  const sources = uniqueSources(horizon === 'early-career' ? [...myMajors, ...majorsLeadingTo(careers, catalog.majors)] : careers);
  return (
    <section aria-labelledby="income-suggestion" className="mt-3 rounded-xl bg-brand-50 p-4">
      <h2 id="income-suggestion" className="font-semibold">
        {t('budget.payHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('budget.planningOn', { horizon: horizonText(t, horizon, 'choice') })}</p>
      {myMajors.length > 0 ? <MajorList majors={myMajors} /> : null}
      {careers.length > 0 ? <CareerList careers={careers} catalog={catalog.majors} horizon={horizon} /> : null}
      <Suggestion basis={basis} onUse={onUse} />
      <p className="mt-2 text-xs text-slate-700">
        {horizonText(t, horizon, 'explanation')} {horizon === 'all-workers' ? `${t('budget.majorsNotListed')} ` : ''}
        {sources.length > 0 ? t('budget.sources', { sources: sources.map((source) => `${source.name}, ${source.year}`).join('; ') }) : null}
      </p>
    </section>
  );
}
