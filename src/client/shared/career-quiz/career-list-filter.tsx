import { useT } from '@client/shared/i18n/i18n-store';

/** A list's filter: the box's words, and once the server answered, each found career's matched everyday title. */
export type CareerFilter = { query: string; found: ReadonlyMap<string, string | null> | null };

export const NO_FILTER: CareerFilter = { query: '', found: null };

/** The list's items the filter keeps, in the list's order (all of them while the box is empty or the answer is on its way). */
export function filterCareers<T>(items: readonly T[], socCode: (item: T) => string, filter: CareerFilter): readonly T[] {
  return filter.query && filter.found ? items.filter((item) => filter.found!.has(socCode(item))) : items;
}

/** Under a career the filter found by an everyday title: which one. */
export function MatchedTitleLine({ filter, socCode }: { filter: CareerFilter; socCode: string }) {
  const t = useT('career-quiz');
  const title = filter.query ? filter.found?.get(socCode) : null;
  return title ? (
    <p className="mt-1 text-sm text-slate-700">
      {t('career-quiz.matchesTitle')} <span className="font-medium text-slate-900">{title}</span> {t('career-quiz.everydayTitle')}
    </p>
  ) : null;
}

/** When the filter keeps nothing. */
export function NoCareerMatches({ query }: { query: string }) {
  const t = useT('career-quiz');
  return <p className="mt-4 text-slate-700">{t('career-quiz.noFilterMatch', { query })}</p>;
}
