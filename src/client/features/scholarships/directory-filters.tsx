import { useState, type FormEvent } from 'react';
import {
  BASIS_LABELS,
  FIELD_FILTERS,
  FIELD_LABELS,
  GRADE_LEVEL_LABELS,
  GRADE_LEVELS,
  MONTH_NAMES,
  SCHOLARSHIP_BASES,
  type ScholarshipQuery,
} from '../../../domain/scholarships/schemas';
import { Button } from '../../ui/button';
import { hasFilters, type FilterKey } from './directory-query';

/** Thresholds for the "at least" filter; they filter the list, they are not statistics. */
const MIN_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 20_000] as const;

/** The preset thresholds, plus the one in a shared link if it is not a preset, so the list shows what applies. */
function amountOptions(current: number | undefined) {
  const amounts = current === undefined || (MIN_AMOUNTS as readonly number[]).includes(current) ? [...MIN_AMOUNTS] : [...MIN_AMOUNTS, current].sort((a, b) => a - b);
  return amounts.map((amount) => ({ value: String(amount), label: `$${amount.toLocaleString('en-US')}` }));
}

const BASIS_OPTION_LABELS: Record<(typeof SCHOLARSHIP_BASES)[number], string> = {
  need: `${BASIS_LABELS.need} (includes need and merit)`,
  merit: `${BASIS_LABELS.merit} (includes need and merit)`,
  both: `${BASIS_LABELS.both} only`,
};

const fieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

type Props = {
  query: ScholarshipQuery;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

/** Search words apply on Enter or Search; each list applies as soon as it changes. */
export function DirectoryFilters({ query, onFilter, onClear }: Props) {
  // What is typed, until it is submitted; a link or Back that changes ?q= replaces it.
  const [typed, setTyped] = useState({ text: query.q ?? '', from: query.q });
  const text = typed.from === query.q ? typed.text : (query.q ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter('q', text.trim());
  }

  const select = (key: FilterKey, label: string, anyLabel: string, options: readonly { value: string; label: string }[]) => {
    const id = `filter-${key}`;
    const value = query[key];
    return (
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <select id={id} className={fieldClass} value={value === undefined ? '' : String(value)} onChange={(event) => onFilter(key, event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <form role="search" aria-label="Search scholarships" onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="filter-q" className="text-sm font-semibold">
            Search by name, sponsor or eligibility
          </label>
          <input
            id="filter-q"
            type="search"
            className={fieldClass}
            value={text}
            maxLength={100}
            onChange={(event) => setTyped({ text: event.target.value, from: query.q })}
          />
        </div>
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
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
        {select(
          'minAmount',
          'Award of at least',
          'Any amount',
          amountOptions(query.minAmount),
        )}
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
      </div>
      {hasFilters(query) ? (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear search and filters
        </Button>
      ) : null}
    </form>
  );
}
