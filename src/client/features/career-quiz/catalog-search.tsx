import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LevelMatches } from '@domain/career-quiz/level-matches';
import { careersQuery } from '@client/shared/lib/career-queries';
import { careerPagePath } from '@client/shared/lib/public-paths';
import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';

/** How many of the catalog's best matches the results show under the box. */
export const CATALOG_SEARCH_SIZE = 5;

/**
 * The words in the results' search box, looked up in the whole catalog (every occupation, by title and O*NET everyday
 * titles, best match first), each answer saying where it sits: in which tier of the student's results, or not in the
 * top list, with a link to its public page. The list below still narrows to the results that match.
 */
export function CatalogSearch({ query, levels }: { query: string; levels: readonly LevelMatches[] }) {
  const t = useT('career-quiz');
  const headingId = useId();
  const found = useQuery({
    ...careersQuery({ q: query, pageSize: String(CATALOG_SEARCH_SIZE) }),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });
  if (!query) return null;
  const tierOf = new Map(levels.flatMap((level) => level.matches.map((match) => [match.item.socCode, level.level] as const)));
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold">
        {t('career-quiz.search.heading', { query })}
      </h3>
      {found.isError ? <p className="mt-1 text-sm text-red-800">{t('career-quiz.search.failed')}</p> : null}
      {found.data && found.data.total === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('career-quiz.search.none', { query })}</p>
      ) : null}
      {found.data && found.data.total > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('career-quiz.search.intro')}</p>
          <ol className="mt-2 space-y-2">
            {found.data.items.map((career) => {
              const tier = tierOf.get(career.socCode);
              const matchedTitle = 'matchedTitle' in career && typeof career.matchedTitle === 'string' ? career.matchedTitle : null;
              return (
                <li key={career.socCode}>
                  <Link
                    to={careerPagePath(career.socCode)}
                    className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
                  >
                    {career.title}
                  </Link>
                  {matchedTitle ? (
                    <span className="text-sm text-slate-700"> ({t('career-quiz.search.matchedBy', { title: matchedTitle })})</span>
                  ) : null}
                  <span className="block text-sm text-slate-700">
                    {tier ? t('career-quiz.search.inTier', { tier: t(`career-quiz.level.${tier}`) }) : t('career-quiz.search.notInList')}
                  </span>
                </li>
              );
            })}
          </ol>
          {found.data.total > found.data.items.length ? (
            <p className="mt-2 text-sm text-slate-700">
              {t('career-quiz.search.more', { count: found.data.total - found.data.items.length })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
