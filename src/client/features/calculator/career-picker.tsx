import { useId } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { Button } from '@client/ui/button';
import { useCalcFormat } from './format';
import { useCareer } from './use-careers';
import { useCareerCombobox } from './use-career-combobox';

/** "BLS Occupational Outlook Handbook 2024-34 (2024 figures)", with "estimate" when Waypoint derived it. */
export function CareerPaySource({ career }: { career: Career }) {
  const t = useT('calculator');
  return (
    <span>
      {t('calculator.source')}{' '}
      <a href={career.source.url} className="underline hover:text-brand-800" target="_blank" rel="noreferrer">
        {career.source.name}
      </a>
      , {career.source.year}
      {career.source.estimate ? ` ${t('calculator.estimateParen')}` : ''}
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
  const t = useT('calculator');
  const { usdWhole } = useCalcFormat();
  const selected = useCareer(selectedCode);
  const career = selected.data;
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      {selected.isPending ? <p>{t('calculator.loadingCareer')}</p> : null}
      {selected.isError ? <p>{t('calculator.careerNotLoaded', { code: selectedCode })}</p> : null}
      {career ? (
        <>
          <p>
            <span className="font-semibold">{career.title}</span>:{' '}
            {career.medianPay === null
              ? t('calculator.medianPayNotReported')
              : t('calculator.medianPayYear', { amount: usdWhole(career.medianPay) })}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            <CareerPaySource career={career} />. {t('calculator.medianExplained')}
          </p>
        </>
      ) : null}
      <Button variant="secondary" className="mt-2 print:hidden" onClick={onClear}>
        {t('calculator.stopUsingCareer')}
      </Button>
    </div>
  );
}

/**
 * A search box (ARIA combobox) over GET /api/careers: choosing a career hands its median pay to
 * the page, which shows where that figure comes from.
 */
export function CareerPicker({ selectedCode, onPick, onClear }: CareerPickerProps) {
  const t = useT('calculator');
  const { usdWhole } = useCalcFormat();
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const { query, items, active, setActive, expanded, status, choose, onKeyDown, onType, setOpen } = useCareerCombobox(onPick, selectedCode);

  return (
    <div>
      <label htmlFor={inputId} className="font-semibold">
        {t('calculator.pickCareer')} <span className="font-normal text-slate-600">{t('calculator.optional')}</span>
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
          placeholder={t('calculator.careerPlaceholder')}
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
          aria-label={t('calculator.careers')}
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
                {item.medianPay === null ? t('calculator.payNotReported') : t('calculator.perYear', { amount: usdWhole(item.medianPay) })}
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
