import {
  BASIS_LABELS,
  FIELD_FILTERS,
  FIELD_LABELS,
  GRADE_LEVEL_LABELS,
  GRADE_LEVELS,
  MONTH_NAMES,
  SCHOLARSHIP_BASES,
  type ScholarshipQuery,
} from '@domain/scholarships/schemas';
import { querySelects, SearchFilters } from '@client/ui/filter-controls';
import { hasFilters, type FilterKey } from './directory-query';

/** Thresholds for the "at least" filter; they filter the list, they are not statistics. */
const MIN_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 20_000] as const;

/** The preset thresholds, plus the one in a shared link if it is not a preset, so the list shows what applies. */
function amountOptions(current: number | undefined) {
  const amounts =
    current === undefined || (MIN_AMOUNTS as readonly number[]).includes(current)
      ? [...MIN_AMOUNTS]
      : [...MIN_AMOUNTS, current].sort((a, b) => a - b);
  return amounts.map((amount) => ({ value: String(amount), label: `$${amount.toLocaleString('en-US')}` }));
}

const BASIS_OPTION_LABELS: Record<(typeof SCHOLARSHIP_BASES)[number], string> = {
  need: `${BASIS_LABELS.need} (includes need and merit)`,
  merit: `${BASIS_LABELS.merit} (includes need and merit)`,
  both: `${BASIS_LABELS.both} only`,
};

type Props = {
  query: ScholarshipQuery;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

/** Search words apply on Enter or Search; each list applies as soon as it changes. */
export function DirectoryFilters({ query, onFilter, onClear }: Props) {
  const select = querySelects<FilterKey>((key) => query[key], onFilter);
  return (
    <SearchFilters
      name="Search scholarships"
      searchLabel="Search by name, sponsor or eligibility"
      appliedText={query.q}
      onSearch={(text) => onFilter('q', text)}
      filtered={hasFilters(query)}
      onClear={onClear}
      className="p-5"
      gridClassName="gap-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      {select(
        'gradeLevel',
        'Grade level',
        'Any grade level',
        GRADE_LEVELS.map((level) => ({ value: level, label: GRADE_LEVEL_LABELS[level] })),
      )}
      {select(
        'field',
        'Field of study',
        'Any field',
        FIELD_FILTERS.map((field) => ({ value: field, label: FIELD_LABELS[field] })),
      )}
      {select('minAmount', 'Award of at least', 'Any amount', amountOptions(query.minAmount))}
      {select(
        'deadlineMonth',
        'Usual deadline',
        'Any month',
        MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name })),
      )}
      {select(
        'basis',
        'Need or merit',
        'Any basis',
        SCHOLARSHIP_BASES.map((basis) => ({ value: basis, label: BASIS_OPTION_LABELS[basis] })),
      )}
    </SearchFilters>
  );
}
