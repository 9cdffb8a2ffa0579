import { useId } from 'react';
import { careerPayText } from '@domain/catalog/career-pay';
import { Link } from '@client/shared/routing';
import type { Career } from '@domain/catalog/schemas';
import { highestPay, recommendedCareerRows, type RecommendedCareerRow } from '@domain/cognitive/outcomes';
import { careerRecommendations } from '@domain/cognitive/recommendations';
import { ButtonLink } from '@client/ui/button-link';
import { CitedTable } from '@client/ui/cited-table';
import { formatOutlook } from '@client/ui/format';
import { useT } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';
import type { Strength } from '@domain/cognitive/recommendations';
import { SourceLine } from '@client/ui/source-line';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { CognitiveAssessmentProvider, useCognitiveAssessment } from '@client/shared/assessment-state/cognitive-assessment-context';
import { useRecommendedCareers } from '@client/shared/cognitive/api/use-recommended-careers';
import { CareersLoadError, STRENGTH_STYLES } from '@client/shared/cognitive/career-recommendations';
import { PremiumFinancialSummary } from '@client/shared/financial-expectations/premium-financial-summary';
import { GamesNotDone } from '@client/shared/cognitive/games-not-done';

/** /premium/outcomes (signed in only): the recommended careers side by side, with pay, outlook and education. */
export function PremiumOutcomesPage() {
  return (
    <CognitiveAssessmentProvider>
      <PremiumOutcomes />
    </CognitiveAssessmentProvider>
  );
}

const STRENGTH_KEYS: Record<Strength, AreaKey<'outcomes'>> = {
  high: 'outcomes.strengthHigh',
  medium: 'outcomes.strengthMedium',
  low: 'outcomes.strengthLow',
};

function PremiumOutcomes() {
  const t = useT('outcomes');
  usePageTitle(t('outcomes.premiumTitle'));
  const { data } = useCognitiveAssessment();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('outcomes.premiumKicker')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('outcomes.premiumTitle')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('outcomes.premiumIntro')}</p>
      {data.assessmentComplete ? <CareerTable /> : <GamesNotDone />}
      {data.assessmentComplete ? (
        <div className="mt-10">
          <PremiumFinancialSummary />
        </div>
      ) : null}
      {data.assessmentComplete ? (
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/premium/feedback">{t('outcomes.premiumFull')}</ButtonLink>
          <ButtonLink to="/premium/journey" variant="secondary">
            {t('outcomes.premiumBack')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

function CareerTable() {
  const t = useT('outcomes');
  const headingId = useId();
  const { data } = useCognitiveAssessment();
  const careers = useRecommendedCareers();
  if (careers.isPending) return <Spinner label={t('outcomes.loadingCareers')} />;
  if (careers.isError) return <CareersLoadError message={careers.error.message} onRetry={() => void careers.refetch()} />;
  const rows = recommendedCareerRows(
    careerRecommendations(data.combinedScores ?? {}, (codes) => codes.flatMap((code) => careers.data.get(code) ?? [])),
  );
  const scale = highestPay(rows);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('outcomes.recommended', { count: rows.length })}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('outcomes.recommendedNone')}</p>
      ) : (
        <CitedTable
          caption={t('outcomes.careersCaption')}
          columns={[
            { header: t('outcomes.colCareer') },
            { header: t('outcomes.colFit') },
            { header: t('outcomes.colPay') },
            { header: t('outcomes.colOutlook'), numeric: true },
            { header: t('outcomes.colEducation') },
          ]}
          look="card"
          className="min-w-[48rem]"
          scroll={{ className: 'mt-4 rounded-2xl border border-slate-200 bg-white' }}
        >
          {rows.map((row) => (
            <CareerRow key={row.career.socCode} row={row} scale={scale} />
          ))}
        </CitedTable>
      )}
    </section>
  );
}

function CareerRow({ row, scale }: { row: RecommendedCareerRow<Career>; scale: number | null }) {
  const t = useT('outcomes');
  const { career } = row;
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="px-4 py-3 font-medium">
        <Link
          to={`/premium/career-exploration/${career.socCode}`}
          className="block text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {career.title}
        </Link>
        <span className="block text-sm font-normal text-slate-700">{row.categories.join(', ')}</span>
        <SourceLine source={career.source} className="text-xs font-normal" />
      </th>
      <td className="px-4 py-3">
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STRENGTH_STYLES[row.strength]}`}>
          {t(STRENGTH_KEYS[row.strength])}
        </span>
      </td>
      <td className="px-4 py-3">
        <span className="tabular-nums">{careerPayText(career)}</span>
        {career.medianPay !== null && scale ? (
          <span className="mt-1 block h-2 w-40 rounded-full bg-slate-100" aria-hidden="true">
            <span className="block h-2 rounded-full bg-brand-700" style={{ width: `${Math.round((career.medianPay / scale) * 100)}%` }} />
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{formatOutlook(career.outlookPercent)}</td>
      <td className="px-4 py-3">{career.entryEducation ?? t('outcomes.notReported')}</td>
    </tr>
  );
}
