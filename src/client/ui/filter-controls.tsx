import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from './button';
import { useT } from '@client/shared/i18n/i18n-store';

/*
 * The controls of a search form whose filters live in the address bar: a
 * search box applied on Enter or Search, and lists applied as they change.
 */

export const filterFieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

export type FilterOption = { value: string; label: string };

/** The label above a filter's control. */
export function FilterLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {children}
    </label>
  );
}

type SelectProps = {
  /** Defaults to a generated id; pass one when a test or link needs it stable. */
  id?: string;
  label: string;
  /** The empty choice ("Any …"); null when a value is always chosen (e.g. a sort order). */
  anyLabel: string | null;
  value: string | number | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
};

export function FilterSelect({ id, label, anyLabel, value, options, onChange }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  // Label on top, list at the bottom: in a grid row, lists line up even when a label wraps.
  return (
    <div className="flex flex-col justify-between">
      <FilterLabel htmlFor={selectId}>{label}</FilterLabel>
      <select
        id={selectId}
        className={filterFieldClass}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        {anyLabel === null ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Builds the lists of a filter form: each one shows the value of its key in the query and
 * reports a change under that key (its id is `filter-<key>`).
 */
export function querySelects<Key extends string>(
  valueOf: (key: Key) => string | number | undefined,
  onFilter: (key: Key, value: string) => void,
) {
  return function querySelect(key: Key, label: string, anyLabel: string | null, options: readonly FilterOption[]) {
    return (
      <FilterSelect
        id={`filter-${key}`}
        label={label}
        anyLabel={anyLabel}
        value={valueOf(key)}
        options={options}
        onChange={(value) => onFilter(key, value)}
      />
    );
  };
}

/**
 * What is typed in the search box until it is submitted; when the applied words change from
 * outside (a link, Back), the box shows them instead.
 */
export function useSearchText(applied: string | undefined): [string, (text: string) => void] {
  const [typed, setTyped] = useState({ text: applied ?? '', from: applied });
  const text = typed.from === applied ? typed.text : (applied ?? '');
  return [text, (next) => setTyped({ text: next, from: applied })];
}

type SearchBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled search box. */
export function SearchBox({ id, label, value, onChange, className = '', ...input }: SearchBoxProps) {
  return (
    <>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <input
        {...input}
        id={id}
        type="search"
        className={`${filterFieldClass} ${className}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** The search box and its Search button (the form's submit). */
export function SearchRow({ id, label, text, onText }: { id: string; label: string; text: string; onText: (text: string) => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grow">
        <SearchBox id={id} label={label} value={text} onChange={onText} maxLength={100} />
      </div>
      <Button type="submit" className="shrink-0">
        {t('common.search')}
      </Button>
    </div>
  );
}

type SearchFiltersProps = {
  /** The search landmark's name, e.g. "Search careers". */
  name: string;
  searchLabel: string;
  /** The search words now applied (from the address bar). */
  appliedText: string | undefined;
  onSearch: (text: string) => void;
  /** Whether any search or filter applies, which offers the Clear button. */
  filtered: boolean;
  onClear: () => void;
  className: string;
  gridClassName: string;
  /** The lists, laid out in the grid. */
  children: ReactNode;
};

/** A search form over a list: the search box (applied on Enter or Search), the filter lists, and Clear. */
export function SearchFilters({
  name,
  searchLabel,
  appliedText,
  onSearch,
  filtered,
  onClear,
  className,
  gridClassName,
  children,
}: SearchFiltersProps) {
  const t = useT();
  const [text, setText] = useSearchText(appliedText);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={name} onSubmit={submit} className={`rounded-2xl border border-slate-200 bg-white ${className}`}>
      <SearchRow id="filter-q" label={searchLabel} text={text} onText={setText} />
      <div className={`mt-4 grid ${gridClassName}`}>{children}</div>
      {filtered ? (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </form>
  );
}
