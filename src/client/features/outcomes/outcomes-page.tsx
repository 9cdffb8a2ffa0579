import { useMemo } from 'react';
import { Link } from '@client/shared/routing';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO } from '@domain/finance/costly';
import { earningsHorizonOrDefault } from '@domain/finance/earnings-horizon';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalValue } from '@client/shared/assessment-state/local-store';
import { useMajors } from '@client/shared/lib/use-majors';
import { outcomeRows } from './outcome-rows';
import { familyDebtNotes } from './outcome-texts';
import { OutcomesChart } from './outcomes-chart';
import { OutcomesTable } from './outcomes-table';

export function OutcomesPage() {
  const t = useT('outcomes');
  usePageTitle(t('outcomes.title'));
  /** Majors' earnings are College Scorecard field-of-study figures: the first year after graduation, by nature. */
  const majorHorizon = t('outcomes.earlyCareer');
  const notes = familyDebtNotes(t);
  const majors = useMajors();
  const quizResult = useLocalValue('quizResult');
  const horizon = earningsHorizonOrDefault(useLocalValue('financialExpectations')?.earningsHorizon);
  const myMajors = useMemo(() => quizResult?.topMajors ?? [], [quizResult]);
  const rows = useMemo(() => (majors.data ? outcomeRows(majors.data, myMajors) : []), [majors.data, myMajors]);
  const matchedCount = rows.filter((row) => row.mine).length;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t('outcomes.title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          {t.rich('outcomes.intro', {
            horizon: majorHorizon,
            rule: t('outcomes.costlyRule', { ratio: COSTLY_MAJOR_RATIO, grade: COSTLY_BELOW_GRADE }),
            notes: notes.join(' '),
            link: (words) => (
              <Link to="/financial-expectations" className="font-medium text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
          })}
        </p>
        {horizon === 'all-workers' ? (
          <p className="mt-2 text-slate-700">{t('outcomes.allWorkersNote', { chosen: t('outcomes.allWorkers'), horizon: majorHorizon })}</p>
        ) : null}
        {myMajors.length > 0 ? (
          <p className="mt-2 text-slate-700">
            {matchedCount < myMajors.length
              ? t('outcomes.mineHighlightedPartly', { matched: matchedCount, total: myMajors.length })
              : t('outcomes.mineHighlighted')}
          </p>
        ) : (
          <p className="mt-2 text-slate-700">
            {t.rich('outcomes.takeQuiz', {
              link: (words) => (
                <Link to="/career-quiz" className="font-medium text-brand-800 underline underline-offset-2">
                  {words}
                </Link>
              ),
            })}
          </p>
        )}
      </div>

      {majors.isPending ? (
        <Spinner label={t('outcomes.loading')} />
      ) : majors.isError ? (
        <div className="space-y-3">
          <Alert>{t('outcomes.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void majors.refetch()}>
            {t('outcomes.tryAgain')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <Alert tone="info">{t('outcomes.noMajors')}</Alert>
      ) : (
        <>
          <section aria-labelledby="chart-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="chart-heading" className="text-2xl font-bold">
              {t('outcomes.chartHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('outcomes.chartEarnings', { horizon: majorHorizon })}</p>
            <div className="mt-4">
              <OutcomesChart rows={rows} />
            </div>
          </section>
          <OutcomesTable rows={rows} notes={notes} />
        </>
      )}
    </div>
  );
}
