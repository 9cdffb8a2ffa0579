import { Link } from 'react-router';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { resultsSummary } from '@client/shared/progress/results-summary';
import { PageSection } from '@client/ui/page-section';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';

/** Progress, financial grade, top majors and college matches from this browser's results. */
export function ResultsSection() {
  const summary = resultsSummary(useLocalSnapshot());
  return (
    <PageSection
      id="results"
      title="Your results"
      aside={
        <Link to="/progress" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          See every step
        </Link>
      }
    >
      <dl className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Progress</dt>
          <dd className="font-semibold">{summary.percent}% complete</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Financial grade</dt>
          <dd className="font-semibold">
            {summary.grade.risk
              ? `${summary.grade.grade} (${summary.grade.risk} risk), income: ${EARNINGS_HORIZON_LABELS[summary.earningsHorizon].short}`
              : 'Not graded yet'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Top majors</dt>
          <dd className="font-semibold">
            {summary.topMajors.length > 0 ? summary.topMajors.join(', ') : 'None yet: take the career quiz'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">College matches</dt>
          <dd className="font-semibold">{summary.collegeMatches}</dd>
        </div>
      </dl>
    </PageSection>
  );
}
