import { useId } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { Button } from '@client/ui/button';
import { usdWhole } from './format';
import { useCareer } from './use-careers';
import { useCareerCombobox } from './use-career-combobox';

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

/** The career the calculator uses, with where its pay figure comes from. */
function SelectedCareer({ selectedCode, onClear }: { selectedCode: string; onClear: () => void }) {
  const selected = useCareer(selectedCode);
  const career = selected.data;
  return (
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
  );
}

/**
 * A search box (ARIA combobox) over GET /api/careers: choosing a career hands its median pay to
 * the page, which shows where that figure comes from.
 */
export function CareerPicker({ selectedCode, onPick, onClear }: CareerPickerProps) {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const { query, items, active, setActive, expanded, status, choose, onKeyDown, onType, setOpen } = useCareerCombobox(onPick, selectedCode);

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
          onChange={(event) => onType(event.target.value)}
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
      {selectedCode ? <SelectedCareer selectedCode={selectedCode} onClear={onClear} /> : null}
    </div>
  );
}
