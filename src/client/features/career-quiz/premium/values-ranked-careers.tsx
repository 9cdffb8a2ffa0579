import { useId, useMemo, useState } from 'react';
import { RIASEC_AREAS } from '@domain/catalog/catalog-values';
import type { Career } from '@domain/catalog/schemas';
import { refineCareers } from '@domain/career-quiz/career-quiz';
import { WORK_VALUES } from '@domain/career-quiz/career-quiz-values';
import type { PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { rankCareersByValues, type ValuesRankedCareer } from '@domain/career-quiz/values-match';
import { Spinner } from '@client/ui/spinner';
import { useAreaCareers } from '@client/shared/career-quiz/api/use-area-careers';
import { CareersLoadError } from '@client/shared/cognitive/career-recommendations';
import {
  filterCareers,
  MatchedTitleLine,
  NO_FILTER,
  NoCareerMatches,
  type CareerFilter,
} from '@client/shared/career-quiz/career-list-filter';
import { CareerFilterBox } from '@client/shared/career-quiz/career-filter-box';
import { useT } from '@client/shared/i18n/i18n-store';
import { workValueName } from '@client/shared/career-quiz/quiz-texts';
import { extentText, valuesReasonText } from '@client/shared/career-quiz/values-reason';
import { ShowAllButton } from '@client/ui/show-all-button';

const INITIAL_COUNT = 8;

/**
 * Careers ranked by how well the student's work values match O*NET's Work Values. The careers ranked
 * are those of the chosen interest areas (all six when none is chosen) that fit the pay minimum and planned
 * schooling; the values alone order them (see src/domain/career-quiz/values-match.ts).
 */
export function ValuesRankedCareers({ result }: { result: PremiumCareerQuizResult }) {
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const [filter, setFilter] = useState(NO_FILTER);
  const { preferences } = result;
  const areas = preferences.interestAreas.length > 0 ? preferences.interestAreas : RIASEC_AREAS;
  const areaCareers = useAreaCareers(areas);
  const ranking = useMemo(() => {
    const fitting = refineCareers<Career>(areaCareers.careers, preferences).careers.map((item) => item.career);
    return rankCareersByValues(fitting, result.valuesProfile, result.topValues);
  }, [areaCareers.careers, preferences, result.valuesProfile, result.topValues]);
  // The filter keeps the ranking's order and each career's rank.
  const ranked = filterCareers(
    ranking.ranked.map((item, index) => ({ item, rank: index + 1 })),
    ({ item }) => item.career.socCode,
    filter,
  );
  const shown = showAll ? ranked : ranked.slice(0, INITIAL_COUNT);
  const source = ranking.ranked[0]?.workValues.source;
  const t = useT('career-quiz');

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('career-quiz.valuesCareersHeading')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        {t(preferences.interestAreas.length > 0 ? 'career-quiz.valuesCareersIntroChosen' : 'career-quiz.valuesCareersIntroAll')}
      </p>
      {areaCareers.isPending ? (
        <Spinner label={t('career-quiz.loadingCareers')} />
      ) : areaCareers.error ? (
        <CareersLoadError message={areaCareers.error.message} onRetry={() => void areaCareers.refetch()} />
      ) : ranking.ranked.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {t('career-quiz.noValuesCareers')}{' '}
          <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('career-quiz.reviewPreferences')}
          </a>
        </p>
      ) : (
        <>
          <CareerFilterBox onFilter={setFilter} />
          {ranked.length === 0 ? <NoCareerMatches query={filter.query} /> : null}
          <ol id={listId} aria-label={t('career-quiz.rankedListLabel')} className="mt-4 space-y-3">
            {shown.map(({ item, rank }) => (
              <ValuesCareerCard key={item.career.socCode} item={item} rank={rank} filter={filter} />
            ))}
          </ol>
          {ranked.length > INITIAL_COUNT ? (
            <ShowAllButton listId={listId} showAll={showAll} onToggle={() => setShowAll((value) => !value)}>
              {showAll ? t('career-quiz.showFirst', { count: INITIAL_COUNT }) : t('career-quiz.showAll', { count: ranked.length })}
            </ShowAllButton>
          ) : null}
          {ranking.withoutValues.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              {t('career-quiz.notRanked', { titles: ranking.withoutValues.map((career) => career.title).join(', ') })}
            </p>
          ) : null}
          {source ? (
            <p className="mt-3 text-xs text-slate-700">
              {t.rich('career-quiz.valuesSourceLine', {
                name: source.name,
                source: (chunks) => (
                  <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
                    {chunks}
                  </a>
                ),
                license: (chunks) => (
                  <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2 hover:text-brand-800">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ValuesCareerCard({ item, rank, filter }: { item: ValuesRankedCareer<Career>; rank: number; filter: CareerFilter }) {
  const { extent, highPoints } = item.workValues;
  const t = useT('career-quiz');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">
          {rank}. {item.career.title}
        </p>
        <p className="text-sm font-semibold text-emerald-900">{t('career-quiz.valuesMatch', { percent: item.match })}</p>
      </div>
      <MatchedTitleLine filter={filter} socCode={item.career.socCode} />
      <p className="mt-1 text-slate-800">{valuesReasonText(t, item.reason)}</p>
      <p className="mt-2 text-sm font-semibold text-slate-800">{t('career-quiz.itsWorkValues')}</p>
      <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-3">
        {WORK_VALUES.map((value) => (
          <li key={value}>
            {workValueName(t, value)}: <span className="tabular-nums">{extentText(t, extent[value])}</span>
            {highPoints.includes(value) ? <span className="font-semibold"> {t('career-quiz.high')}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
