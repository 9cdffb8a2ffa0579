import { useMemo } from 'react';
import { Link } from 'react-router';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { COSTLY_RULE_TEXT } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS, earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { useMajors } from '@client/shared/lib/use-majors';
import { outcomeRows } from './outcome-rows';
import { OutcomesChart } from './outcomes-chart';
import { OutcomesTable } from './outcomes-table';

/** Majors' earnings are College Scorecard field-of-study figures: the first year after graduation, by nature. */
const MAJOR_HORIZON = EARNINGS_HORIZON_LABELS['early-career'].short;
const FAMILY_DEBT_NOTES = [ADDED_FAMILY_DEBT.parentPlus.note, ADDED_FAMILY_DEBT.private.note];

export function OutcomesPage() {
  usePageTitle('Earnings and debt by major');
  const majors = useMajors();
  const quizResult = useLocalValue('quizResult');
  const horizon = earningsHorizonOrDefault(useLocalValue('financialExpectations')?.earningsHorizon);
  const myMajors = useMemo(() => quizResult?.topMajors ?? [], [quizResult]);
  const rows = useMemo(() => (majors.data ? outcomeRows(majors.data, myMajors) : []), [majors.data, myMajors]);
  const matchedCount = rows.filter((row) => row.mine).length;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Earnings and debt by major</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          What graduates of each major typically earn ({MAJOR_HORIZON}) and typically owe. {COSTLY_RULE_TEXT} See Waypoint&apos;s{' '}
          <Link to="/financial-expectations" className="font-medium text-brand-800 underline underline-offset-2">
            financial grade
          </Link>
          . {FAMILY_DEBT_NOTES.join(' ')}
        </p>
        {horizon === 'all-workers' ? (
          <p className="mt-2 text-slate-700">
            Your financial expectations plan on the {EARNINGS_HORIZON_LABELS['all-workers'].short}; our data has no such figure by major, so
            every major here is shown on its earnings in the {MAJOR_HORIZON}.
          </p>
        ) : null}
        {myMajors.length > 0 ? (
          <p className="mt-2 text-slate-700">
            Your majors from the career quiz are highlighted
            {matchedCount < myMajors.length ? ` (${matchedCount} of ${myMajors.length} are in our data)` : ''}.
          </p>
        ) : (
          <p className="mt-2 text-slate-700">
            Take the{' '}
            <Link to="/career-quiz" className="font-medium text-brand-800 underline underline-offset-2">
              career quiz
            </Link>{' '}
            to see your own majors highlighted.
          </p>
        )}
      </div>

      {majors.isPending ? (
        <Spinner label="Loading earnings and debt by major…" />
      ) : majors.isError ? (
        <div className="space-y-3">
          <Alert>The earnings and debt figures could not be loaded. Check your connection and try again.</Alert>
          <Button variant="secondary" onClick={() => void majors.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <Alert tone="info">No majors are in the catalog yet.</Alert>
      ) : (
        <>
          <section aria-labelledby="chart-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="chart-heading" className="text-2xl font-bold">
              Debt against earnings
            </h2>
            <p className="mt-1 text-sm text-slate-700">Earnings: {MAJOR_HORIZON} (College Scorecard field of study).</p>
            <div className="mt-4">
              <OutcomesChart rows={rows} />
            </div>
          </section>
          <OutcomesTable rows={rows} notes={FAMILY_DEBT_NOTES} />
        </>
      )}
    </div>
  );
}
