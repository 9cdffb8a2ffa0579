import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { Button } from '@client/ui/button';
import { usdWhole } from './format';
import { useCareer, useCareerSearch } from './use-careers';

/** Waits for a pause in typing so the search does not fire on every key. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** "BLS Occupational Outlook Handbook 2024-34 (2024 figures)", with "estimate" when Waypoint derived it. */
export function CareerPaySource({ career }: { career: Career }) {
  return (
    <span>
      Source:{' '}
      <a href={career.source.url} className="underline hover:text-brand-800" target="_blank" rel="noreferrer">
        {career.source.name}
      </a>
      , {career.source.year}
      {career.source.estimate ? ' (estimate)' : ''}
    </span>
  );
}

type CareerPickerProps = {
  /** The career already chosen (e.g. from a shared link), by O*NET-SOC code. */
  selectedCode: string | null;
  onPick: (career: Career) => void;
  onClear: () => void;
};

/**
 * A search box (ARIA combobox) over GET /api/careers: choosing a career hands its median pay to
 * the page, which shows where that figure comes from.
 */
export function CareerPicker({ selectedCode, onPick, onClear }: CareerPickerProps) {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debouncedQuery = useDebounced(query, 250);
  const search = useCareerSearch(debouncedQuery);
  const selected = useCareer(selectedCode);
  const items = search.data?.items ?? [];
  const searching = debouncedQuery.trim().length >= 2;
  const expanded = open && searching && items.length > 0;

  const choose = (career: Career) => {
    onPick(career);
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (items.length === 0 ? -1 : (i + 1) % items.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (items.length === 0 ? -1 : (i - 1 + items.length) % items.length));
    } else if (event.key === 'Enter') {
      const career = items[active];
      if (expanded && career) {
        // Enter picks the highlighted career rather than submitting anything.
        event.preventDefault();
        choose(career);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (searching) {
    if (search.isError) status = 'Careers could not be loaded. Try again, or enter a salary yourself.';
    else if (search.isFetching && items.length === 0) status = 'Searching careers…';
    else if (search.data)
      status =
        items.length === 0 ? 'No careers match. Try another word.' : `${search.data.total} careers match; use the arrow keys to choose.`;
  }

  const career = selected.data;
  return (
    <div>
      <label htmlFor={inputId} className="font-semibold">
        Pick a career to use its median pay <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="relative mt-1">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="e.g. nurse, electrician, teacher"
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          // A click on an option lands before blur closes the list (options use onMouseDown).
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Careers"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={item.socCode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-800' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="font-medium">{item.title}</span>{' '}
              <span className="text-sm text-slate-600">
                {item.medianPay === null ? 'pay not reported' : `${usdWhole(item.medianPay)} a year`}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {status}
      </p>
      {selectedCode ? (
        <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          {selected.isPending ? <p>Loading the career…</p> : null}
          {selected.isError ? <p>The career {selectedCode} could not be loaded; the salary from the link is still used.</p> : null}
          {career ? (
            <>
              <p>
                <span className="font-semibold">{career.title}</span>:{' '}
                {career.medianPay === null
                  ? 'median pay not reported, so enter a salary yourself.'
                  : `median pay ${usdWhole(career.medianPay)} a year.`}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                <CareerPaySource career={career} />. Half of workers in this career earn more and half less; starting pay is often lower.
              </p>
            </>
          ) : null}
          <Button variant="secondary" className="mt-2 print:hidden" onClick={onClear}>
            Stop using this career
          </Button>
        </div>
      ) : null}
    </div>
  );
}
