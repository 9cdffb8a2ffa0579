import { FIELD_FILTERS, GRADE_LEVELS, SCHOLARSHIP_BASES, type ScholarshipQuery } from '@domain/scholarships/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { AreaKey } from '@client/shared/i18n/messages';
import type { Formatters } from '@client/ui/format';
import { FIELD_KEYS, GRADE_LEVEL_KEYS } from './scholarship-texts';
import { querySelects, SearchFilters } from '@client/ui/filter-controls';
import { hasFilters, type FilterKey } from './directory-query';

/** Thresholds for the "at least" filter; they filter the list, they are not statistics. */
const MIN_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 20_000] as const;

/** The preset thresholds, plus the one in a shared link if it is not a preset, so the list shows what applies. */
function amountOptions(format: Formatters, current: number | undefined) {
  const amounts =
    current === undefined || (MIN_AMOUNTS as readonly number[]).includes(current)
      ? [...MIN_AMOUNTS]
      : [...MIN_AMOUNTS, current].sort((a, b) => a - b);
  return amounts.map((amount) => ({ value: String(amount), label: format.usd(amount) }));
}

const BASIS_OPTION_LABELS: Record<(typeof SCHOLARSHIP_BASES)[number], AreaKey<'scholarships'>> = {
  need: 'scholarships.basisNeedOption',
  merit: 'scholarships.basisMeritOption',
  both: 'scholarships.basisBothOption',
};

type Props = {
  query: ScholarshipQuery;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

/** Search words apply on Enter or Search; each list applies as soon as it changes. */
export function DirectoryFilters({ query, onFilter, onClear }: Props) {
  const t = useT('scholarships');
  const format = useFormatters();
  const select = querySelects<FilterKey>((key) => query[key], onFilter);
  return (
    <SearchFilters
      name={t('scholarships.searchName')}
      searchLabel={t('scholarships.searchLabel')}
      appliedText={query.q}
      onSearch={(text) => onFilter('q', text)}
      filtered={hasFilters(query)}
      onClear={onClear}
      className="p-5"
      gridClassName="gap-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      {select(
        'gradeLevel',
        t('scholarships.gradeLevel'),
        t('scholarships.anyGradeLevel'),
        GRADE_LEVELS.map((level) => ({ value: level, label: t(GRADE_LEVEL_KEYS[level]) })),
      )}
      {select(
        'field',
        t('scholarships.field'),
        t('scholarships.anyField'),
        FIELD_FILTERS.map((field) => ({ value: field, label: t(FIELD_KEYS[field]) })),
      )}
      {select('minAmount', t('scholarships.minAmount'), t('scholarships.anyAmount'), amountOptions(format, query.minAmount))}
      {select(
        'deadlineMonth',
        t('scholarships.deadlineMonth'),
        t('scholarships.anyMonth'),
        Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.month(index + 1) })),
      )}
      {select(
        'basis',
        t('scholarships.basis'),
        t('scholarships.anyBasis'),
        SCHOLARSHIP_BASES.map((basis) => ({ value: basis, label: t(BASIS_OPTION_LABELS[basis]) })),
      )}
    </SearchFilters>
  );
}
