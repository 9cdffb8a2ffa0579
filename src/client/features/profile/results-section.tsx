import { Link } from '@client/shared/routing';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { resultsSummary } from '@client/shared/progress/results-summary';
import { PageSection } from '@client/ui/page-section';
import type { EarningsHorizon } from '@domain/finance/earnings-horizon';
import type { FinancialRisk } from '@domain/finance/grade';
import type { AreaKey } from '@client/shared/i18n/messages';
import { useT } from '@client/shared/i18n/i18n-store';

const RISK_KEYS: Readonly<Record<FinancialRisk, AreaKey<'profile'>>> = {
  'Very Low': 'profile.risk.veryLow',
  Low: 'profile.risk.low',
  Moderate: 'profile.risk.moderate',
  Higher: 'profile.risk.higher',
  High: 'profile.risk.high',
  'Very High': 'profile.risk.veryHigh',
  Extreme: 'profile.risk.extreme',
};
const HORIZON_KEYS: Readonly<Record<EarningsHorizon, AreaKey<'profile'>>> = {
  'early-career': 'profile.horizon.earlyCareer',
  'all-workers': 'profile.horizon.allWorkers',
};

/** Progress, financial grade, top majors and college matches from this browser's results. */
export function ResultsSection() {
  const t = useT('profile');
  const summary = resultsSummary(useLocalSnapshot());
  return (
    <PageSection
      id="results"
      title={t('profile.results')}
      aside={
        <Link to="/progress" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {t('profile.everyStep')}
        </Link>
      }
    >
      <dl className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('profile.progress')}</dt>
          <dd className="font-semibold">{t('profile.percent', { percent: summary.percent })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('profile.grade')}</dt>
          <dd className="font-semibold">
            {summary.grade.risk
              ? t('profile.gradeValue', {
                  grade: summary.grade.grade,
                  risk: t(RISK_KEYS[summary.grade.risk]),
                  horizon: t(HORIZON_KEYS[summary.earningsHorizon]),
                })
              : t('profile.notGraded')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('profile.topMajors')}</dt>
          <dd className="font-semibold">{summary.topMajors.length > 0 ? summary.topMajors.join(', ') : t('profile.noMajors')}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('profile.collegeMatches')}</dt>
          <dd className="font-semibold">{summary.collegeMatches}</dd>
        </div>
      </dl>
    </PageSection>
  );
}
