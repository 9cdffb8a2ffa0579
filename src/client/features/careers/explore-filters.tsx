import {
  CAREER_SORTS,
  EDUCATION_LEVELS,
  EXPLORE_CATEGORY_IDS,
  JOB_ZONES,
  OUTLOOK_FILTERS,
  RIASEC_AREAS,
} from '@domain/catalog/catalog-values';
import type { CareerQuery } from '@domain/catalog/schemas';
import { querySelects, SearchFilters, type FilterOption } from '@client/ui/filter-controls';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { hasFilters, type FilterKey } from './explore-query';

/** Bounds for the pay range; they filter the list, they are not statistics. */
const PAY_STEPS = [30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 125_000, 150_000] as const;

/** The preset bounds within the other end of the range, plus the one in a shared link if it is not a preset. */
function payOptions(current: number | undefined, within: (amount: number) => boolean, usd: (amount: number) => string): FilterOption[] {
  const amounts = PAY_STEPS.filter(within) as number[];
  if (current !== undefined && !amounts.includes(current)) amounts.push(current);
  return amounts.sort((a, b) => a - b).map((amount) => ({ value: String(amount), label: usd(amount) }));
}

type Props = {
  query: CareerQuery;
  onFilter: (key: FilterKey | 'sort', value: string) => void;
  onClear: () => void;
};

/** Search words apply on Enter or Search; each list applies as soon as it changes. */
export function ExploreFilters({ query, onFilter, onClear }: Props) {
  const t = useT('careers', 'career-quiz');
  const format = useFormatters();
  const usd = (amount: number) => format.usd(amount);
  const select = querySelects<FilterKey | 'sort'>((key) => query[key], onFilter);
  return (
    <SearchFilters
      name={t('careers.filters.name')}
      searchLabel={t('careers.filters.search')}
      appliedText={query.q}
      onSearch={(text) => onFilter('q', text)}
      filtered={hasFilters(query)}
      onClear={onClear}
      className="p-4 sm:p-5"
      gridClassName="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {select(
        'category',
        t('careers.filters.family'),
        t('careers.filters.anyFamily'),
        EXPLORE_CATEGORY_IDS.map((id) => ({ value: id, label: t(`careers.family.${id}`) })),
      )}
      {select(
        'area',
        t('careers.filters.area'),
        t('careers.filters.anyArea'),
        RIASEC_AREAS.map((area) => ({ value: area, label: `${t(`career-quiz.area.${area}`)} (${area})` })),
      )}
      {select(
        'minPay',
        t('careers.filters.minPay'),
        t('careers.filters.noMin'),
        payOptions(query.minPay, (amount) => query.maxPay === undefined || amount <= query.maxPay, usd),
      )}
      {select(
        'maxPay',
        t('careers.filters.maxPay'),
        t('careers.filters.noMax'),
        payOptions(query.maxPay, (amount) => query.minPay === undefined || amount >= query.minPay, usd),
      )}
      {select(
        'outlook',
        t('careers.filters.outlook'),
        t('careers.filters.anyOutlook'),
        OUTLOOK_FILTERS.map((filter) => ({ value: filter, label: t(`careers.outlook.${filter}`) })),
      )}
      {select(
        'education',
        t('careers.filters.education'),
        t('careers.filters.anyEducation'),
        EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`careers.education.${level}`) })),
      )}
      {select(
        'jobZone',
        t('careers.filters.jobZone'),
        t('careers.filters.anyJobZone'),
        JOB_ZONES.map((zone) => ({ value: String(zone), label: `${zone}: ${t(`careers.jobZone.${zone}`)}` })),
      )}
      {select(
        'sort',
        t('careers.filters.sort'),
        null,
        CAREER_SORTS.map((sort) => ({ value: sort, label: t(`careers.sort.${sort}`) })),
      )}
    </SearchFilters>
  );
}
