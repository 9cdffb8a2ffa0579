import type { LevelMatches } from '@domain/career-quiz/level-matches';
import type { RowSource } from '@domain/catalog/schemas';
import { SectionSources } from '@client/ui/section-sources';
import { RouteTerms } from '@client/ui/training-route';
import { FiguresFromNote } from '@client/ui/career-figures';
import { Link } from '@client/shared/routing';
import { careerPagePath } from '@client/shared/lib/public-paths';
import { useT } from '@client/shared/i18n/i18n-store';
import { CareerPayText } from '@client/shared/career-quiz/career-pay-text';
import { matchWhyText } from './match-why';
import {
  filterCareers,
  MatchedTitleLine,
  NO_FILTER,
  NoCareerMatches,
  type CareerFilter,
} from '@client/shared/career-quiz/career-list-filter';

/**
 * The best careers at each level of schooling: no degree or apprenticeship, certificate or associate,
 * bachelor's and graduate, each with its training route, time and typical cost, so trades and technician careers
 * show beside engineering. A level with no match says so.
 */
export function CareersByLevel({ levels: all, filter = NO_FILTER }: { levels: readonly LevelMatches[]; filter?: CareerFilter }) {
  const t = useT('career-quiz');
  // Filtering keeps the list's order and hides the levels it empties.
  const levels = filter.found
    ? all
        .map((level) => ({ ...level, matches: filterCareers(level.matches, (match) => match.item.socCode, filter) }))
        .filter((level) => level.matches.length)
    : all;
  if (levels.length === 0) return <NoCareerMatches query={filter.query} />;
  const sources: RowSource[] = levels.flatMap((level) =>
    level.matches.flatMap((match) => [
      match.item.source,
      ...(match.item.trainingSource ? [match.item.trainingSource] : []),
      ...(match.route ? [match.route.timeSource, ...(match.route.cost ? [match.route.cost.source] : [])] : []),
    ]),
  );
  return (
    <>
      <div className="mt-4 space-y-8">
        {levels.map((level) => (
          <section key={level.level} aria-labelledby={`level-${level.level}`}>
            <h3 id={`level-${level.level}`} className="text-xl font-semibold">
              {t(`career-quiz.level.${level.level}`)}
            </h3>
            {level.matches.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('career-quiz.noCareerAtLevel')}</p>
            ) : (
              <ol className="mt-3 space-y-4">
                {level.matches.map(({ item: career, similarity, why, route }) => (
                  <li key={career.socCode} className="rounded-xl border border-slate-200 bg-white p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h4 className="text-lg font-semibold">
                        <Link
                          to={careerPagePath(career.socCode)}
                          className="text-brand-800 underline underline-offset-2 hover:text-brand-700"
                        >
                          {career.title}
                        </Link>
                      </h4>
                      <p className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
                        {t('career-quiz.interestMatch', { percent: similarity })}
                      </p>
                    </div>
                    <MatchedTitleLine filter={filter} socCode={career.socCode} />
                    <p className="mt-1 text-slate-800">{matchWhyText(t, why)}</p>
                    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-slate-700">
                        {t(career.source.estimate ? 'career-quiz.payAYearEstimate' : 'career-quiz.payAYear', {
                          horizon: t('career-quiz.horizonAllWorkers'),
                        })}
                      </dt>
                      <dd className="font-medium">
                        <CareerPayText career={career} />
                      </dd>
                      <dt className="text-slate-700">{t('career-quiz.entryEducation')}</dt>
                      <dd>{career.entryEducation}</dd>
                      <RouteTerms route={route} />
                    </dl>
                    <FiguresFromNote career={career} className="mt-2 text-xs" />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      <SectionSources sources={sources} />
    </>
  );
}
