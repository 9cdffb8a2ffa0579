import { useId, useMemo, useState } from 'react';
import { RIASEC_AREAS, type Career } from '@domain/catalog/schemas';
import { refineCareers } from '@domain/career-quiz/career-quiz';
import { WORK_VALUES, type PremiumCareerQuizResult } from '@domain/career-quiz/career-quiz-result';
import { formatExtent, rankCareersByValues, WORK_VALUE_LABELS, type ValuesRankedCareer } from '@domain/career-quiz/values-match';
import { Button } from '@client/ui/button';
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

const INITIAL_COUNT = 8;

/**
 * Careers ranked by how well the student's work values match O*NET's Work Values (issue 18). The careers ranked
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
  // The filter (issue 18) keeps the ranking's order and each career's rank.
  const ranked = filterCareers(
    ranking.ranked.map((item, index) => ({ item, rank: index + 1 })),
    ({ item }) => item.career.socCode,
    filter,
  );
  const shown = showAll ? ranked : ranked.slice(0, INITIAL_COUNT);
  const source = ranking.ranked[0]?.workValues.source;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Careers that match your values
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        Each career&apos;s O*NET work values (1 to 7) compared with yours: the closer the six values, the higher the match.{' '}
        {preferences.interestAreas.length > 0 ? 'Careers of the interest areas you chose' : 'Careers of all interest areas'} that fit your
        pay minimum and planned schooling.
      </p>
      {areaCareers.isPending ? (
        <Spinner label="Loading careers…" />
      ) : areaCareers.error ? (
        <CareersLoadError message={areaCareers.error.message} onRetry={() => void areaCareers.refetch()} />
      ) : ranking.ranked.length === 0 ? (
        <p className="mt-4 text-slate-700">
          None of these careers fits your pay minimum and planned schooling, or O*NET has no work values for them.{' '}
          <a href="#your-preferences" className="font-semibold text-brand-800 underline underline-offset-2">
            Review your preferences
          </a>
        </p>
      ) : (
        <>
          <CareerFilterBox onFilter={setFilter} />
          {ranked.length === 0 ? <NoCareerMatches query={filter.query} /> : null}
          <ol id={listId} aria-label="Careers ranked by your work values" className="mt-4 space-y-3">
            {shown.map(({ item, rank }) => (
              <ValuesCareerCard key={item.career.socCode} item={item} rank={rank} filter={filter} />
            ))}
          </ol>
          {ranked.length > INITIAL_COUNT ? (
            <Button
              variant="secondary"
              className="mt-3"
              aria-controls={listId}
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? `Show the first ${INITIAL_COUNT} only` : `Show all ${ranked.length} careers`}
            </Button>
          ) : null}
          {ranking.withoutValues.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              Not ranked, because O*NET publishes no work values for them: {ranking.withoutValues.map((career) => career.title).join(', ')}.
            </p>
          ) : null}
          {source ? (
            <p className="mt-3 text-xs text-slate-700">
              Career work values:{' '}
              <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
                {source.name}
              </a>
              , U.S. Department of Labor/Employment and Training Administration, used under the{' '}
              <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2 hover:text-brand-800">
                CC BY 4.0 license
              </a>
              . The match is Waypoint&apos;s own comparison.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ValuesCareerCard({ item, rank, filter }: { item: ValuesRankedCareer<Career>; rank: number; filter: CareerFilter }) {
  const { extent, highPoints } = item.workValues;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">
          {rank}. {item.career.title}
        </p>
        <p className="text-sm font-semibold text-emerald-900">{item.match}% values match</p>
      </div>
      <MatchedTitleLine filter={filter} socCode={item.career.socCode} />
      <p className="mt-1 text-slate-800">{item.reason}</p>
      <p className="mt-2 text-sm font-semibold text-slate-800">Its work values (O*NET, 1 to 7)</p>
      <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-3">
        {WORK_VALUES.map((value) => (
          <li key={value}>
            {WORK_VALUE_LABELS[value]}: <span className="tabular-nums">{formatExtent(extent[value])}</span>
            {highPoints.includes(value) ? <span className="font-semibold"> (high)</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
