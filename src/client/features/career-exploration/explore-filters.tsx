import { CAREER_SORT_LABELS, EDUCATION_LABELS, JOB_ZONE_INFO, OUTLOOK_FILTER_LABELS } from '@domain/catalog/career-explore';
import {
  CAREER_SORTS,
  EDUCATION_LEVELS,
  EXPLORE_CATEGORY_IDS,
  JOB_ZONES,
  OUTLOOK_FILTERS,
  RIASEC_AREAS,
  RIASEC_NAMES,
  type CareerQuery,
} from '@domain/catalog/schemas';
import { CAREER_CATEGORIES } from '@domain/cognitive/recommendations';
import { querySelects, SearchFilters, type FilterOption } from '@client/ui/filter-controls';
import { formatUsd } from '@client/ui/format';
import { hasFilters, type FilterKey } from './explore-query';

/** Bounds for the pay range; they filter the list, they are not statistics. */
const PAY_STEPS = [30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 125_000, 150_000] as const;

const CATEGORY_NAMES = new Map(CAREER_CATEGORIES.map((category) => [category.id, category.name]));

/** The preset bounds within the other end of the range, plus the one in a shared link if it is not a preset. */
function payOptions(current: number | undefined, within: (amount: number) => boolean): FilterOption[] {
  const amounts = PAY_STEPS.filter(within) as number[];
  if (current !== undefined && !amounts.includes(current)) amounts.push(current);
  return amounts.sort((a, b) => a - b).map((amount) => ({ value: String(amount), label: formatUsd(amount) }));
}

type Props = {
  query: CareerQuery;
  onFilter: (key: FilterKey | 'sort', value: string) => void;
  onClear: () => void;
};

/** Search words apply on Enter or Search; each list applies as soon as it changes. */
export function ExploreFilters({ query, onFilter, onClear }: Props) {
  const select = querySelects<FilterKey | 'sort'>((key) => query[key], onFilter);
  return (
    <SearchFilters
      name="Search careers"
      searchLabel="Search by title or description"
      appliedText={query.q}
      onSearch={(text) => onFilter('q', text)}
      filtered={hasFilters(query)}
      onClear={onClear}
      className="p-4 sm:p-5"
      gridClassName="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {select(
        'category',
        'Career family',
        'Any family',
        EXPLORE_CATEGORY_IDS.map((id) => ({ value: id, label: CATEGORY_NAMES.get(id) ?? id })),
      )}
      {select(
        'area',
        'Strongest interest area',
        'Any interest area',
        RIASEC_AREAS.map((area) => ({ value: area, label: `${RIASEC_NAMES[area]} (${area})` })),
      )}
      {select(
        'minPay',
        'Median pay at least',
        'No minimum',
        payOptions(query.minPay, (amount) => query.maxPay === undefined || amount <= query.maxPay),
      )}
      {select(
        'maxPay',
        'Median pay at most',
        'No maximum',
        payOptions(query.maxPay, (amount) => query.minPay === undefined || amount >= query.minPay),
      )}
      {select(
        'outlook',
        'Job outlook',
        'Any, reported or not',
        OUTLOOK_FILTERS.map((filter) => ({ value: filter, label: OUTLOOK_FILTER_LABELS[filter] })),
      )}
      {select(
        'education',
        'Typical entry-level education',
        'Any education',
        EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LABELS[level] })),
      )}
      {select(
        'jobZone',
        'Preparation (O*NET job zone)',
        'Any job zone',
        JOB_ZONES.map((zone) => ({ value: String(zone), label: `${zone}: ${JOB_ZONE_INFO[zone].title}` })),
      )}
      {select(
        'sort',
        'Sort by',
        null,
        CAREER_SORTS.map((sort) => ({ value: sort, label: CAREER_SORT_LABELS[sort] })),
      )}
    </SearchFilters>
  );
}
