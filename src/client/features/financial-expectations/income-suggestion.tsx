import { Link } from 'react-router';
import type { Career, RowSource } from '@domain/catalog/schemas';
import { monthlyFromAnnual, suggestMonthlyIncome } from '@domain/finance/lifestyle';
import { Button } from '@client/ui/button';
import type { QuizCareers } from './api/use-quiz-careers';
import { formatUsd } from '@client/ui/format';

/** One line per distinct dataset, e.g. "BLS Occupational Employment and Wage Statistics, May 2023 (pay) …, 2023"; each career links its own page. */
function uniqueSources(careers: readonly Career[]): RowSource[] {
  const seen = new Map<string, RowSource>();
  for (const career of careers) seen.set(`${career.source.name}|${career.source.year}`, career.source);
  return [...seen.values()];
}

/** The careers' median pay as monthly income before tax, with a button that fills it in. */
export function IncomeSuggestion({
  hasQuizCareers,
  quizCareers,
  onUse,
}: {
  hasQuizCareers: boolean;
  quizCareers: QuizCareers;
  onUse: (monthly: number) => void;
}) {
  if (!hasQuizCareers) {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Take the{' '}
        <Link to="/career-quiz" className="font-medium text-brand-800 underline underline-offset-2">
          career quiz
        </Link>{' '}
        to get a suggested income from the pay in careers that fit you.
      </p>
    );
  }
  if (quizCareers.status === 'pending') {
    return (
      <p role="status" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Loading the pay in your careers…
      </p>
    );
  }
  if (quizCareers.status === 'error') {
    return (
      <div
        role="alert"
        className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      >
        <span>The pay in your careers could not be loaded. You can still enter an income yourself.</span>
        <Button variant="secondary" onClick={quizCareers.retry}>
          Try again
        </Button>
      </div>
    );
  }

  const { careers } = quizCareers;
  if (careers.length === 0) {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        The careers from your quiz are no longer in our catalog, so there is no suggestion. Enter an income yourself, or retake the{' '}
        <Link to="/career-quiz" className="font-medium text-brand-800 underline underline-offset-2">
          career quiz
        </Link>
        .
      </p>
    );
  }
  const suggestion = suggestMonthlyIncome(careers.map((career) => career.medianPay));
  const sources = uniqueSources(careers);
  return (
    <section aria-labelledby="income-suggestion" className="mt-3 rounded-xl bg-brand-50 p-4">
      <h2 id="income-suggestion" className="font-semibold">
        Pay in the careers that fit you
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {careers.map((career) => (
          <li key={career.socCode} className="flex flex-wrap justify-between gap-x-3">
            <a href={career.source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {career.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="font-medium">
              {career.medianPay === null
                ? 'pay not reported'
                : `${formatUsd(monthlyFromAnnual(career.medianPay))} a month (${formatUsd(career.medianPay)} a year)`}
              {career.source.estimate ? ' · estimate' : ''}
            </span>
          </li>
        ))}
      </ul>
      {suggestion ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm">
            Suggested: <strong>{formatUsd(suggestion.monthlyBeforeTax)} a month before tax</strong>, the median yearly pay
            {suggestion.basedOn > 1 ? ` of these ${suggestion.basedOn} careers` : ''} divided by 12.
          </p>
          <Button variant="secondary" onClick={() => onUse(suggestion.monthlyBeforeTax)}>
            Use {formatUsd(suggestion.monthlyBeforeTax)}
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm">None of these careers has a reported pay, so there is no suggestion. Enter an income yourself.</p>
      )}
      <p className="mt-2 text-xs text-slate-700">
        Median pay is what half of all workers in the job earn more than, and half less; starting pay is often lower.{' '}
        {sources.length > 0
          ? `Source: ${sources.map((source) => `${source.name}, ${source.year}`).join('; ')}. Each career links to its page.`
          : null}
      </p>
    </section>
  );
}
