import { useState } from 'react';
import { Button } from './button';

/*
 * The controls of a search form whose filters live in the address bar: a
 * search box applied on Enter or Search, and lists applied as they change.
 */

export const filterFieldClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';

export type FilterOption = { value: string; label: string };

type SelectProps = {
  id: string;
  label: string;
  /** The empty choice ("Any …"); null when a value is always chosen (e.g. a sort order). */
  anyLabel: string | null;
  value: string | number | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
};

export function FilterSelect({ id, label, anyLabel, value, options, onChange }: SelectProps) {
  // Label on top, list at the bottom: in a grid row, lists line up even when a label wraps.
  return (
    <div className="flex flex-col justify-between">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
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
 * What is typed in the search box until it is submitted; when the applied words change from
 * outside (a link, Back), the box shows them instead.
 */
export function useSearchText(applied: string | undefined): [string, (text: string) => void] {
  const [typed, setTyped] = useState({ text: applied ?? '', from: applied });
  const text = typed.from === applied ? typed.text : (applied ?? '');
  return [text, (next) => setTyped({ text: next, from: applied })];
}

/** The search box and its Search button (the form's submit). */
export function SearchRow({ id, label, text, onText }: { id: string; label: string; text: string; onText: (text: string) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grow">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={filterFieldClass}
          value={text}
          maxLength={100}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <Button type="submit" className="shrink-0">
        Search
      </Button>
    </div>
  );
}
