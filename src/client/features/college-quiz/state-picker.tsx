import { useId, useState } from 'react';
import { useT } from '@client/shared/i18n/i18n-store';
import { US_STATES, type UsState } from '@domain/catalog/catalog-values';
import { REGIONS, STATE_NAMES } from './us-regions';
import { FilterField } from './filter-field';

const quickButton =
  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white border-slate-300 bg-white hover:bg-slate-100 aria-pressed:hover:bg-brand-800';

/** Where to study: a region adds (or removes) all its states at once; the list below fine-tunes. None chosen = anywhere. */
export function StatePicker({ value, onChange }: { value: readonly UsState[]; onChange: (states: UsState[]) => void }) {
  const t = useT('college-quiz');
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosen = new Set(value);
  const query = filter.trim().toLowerCase();
  const visible = US_STATES.filter((code) => !query || STATE_NAMES[code].toLowerCase().includes(query) || code.toLowerCase() === query);
  // Keep the list in the order of US_STATES whatever order the choices were made in.
  const ordered = (states: Set<UsState>) => US_STATES.filter((code) => states.has(code));

  function toggleRegion(states: readonly UsState[], allChosen: boolean) {
    const next = new Set(chosen);
    for (const code of states) {
      if (allChosen) next.delete(code);
      else next.add(code);
    }
    onChange(ordered(next));
  }

  function toggleState(code: UsState, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(code);
    else next.delete(code);
    onChange(ordered(next));
  }

  const summary =
    value.length === 0
      ? t('college-quiz.anywhereInUs')
      : value.length <= 6
        ? value.map((code) => STATE_NAMES[code]).join(', ')
        : t('college-quiz.statesCount', { count: value.length });

  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('college-quiz.whereLegend')}</legend>
      <p className="mt-1 text-sm text-slate-700">{t('college-quiz.whereNote')}</p>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('college-quiz.regions')}>
        {REGIONS.map((region) => {
          const allChosen = region.states.every((code) => chosen.has(code));
          return (
            <button
              key={region.name}
              type="button"
              aria-pressed={allChosen}
              className={quickButton}
              onClick={() => toggleRegion(region.states, allChosen)}
            >
              {t(region.name)}
            </button>
          );
        })}
        <button type="button" className={quickButton} aria-pressed={value.length === 0} onClick={() => onChange([])}>
          {t('college-quiz.anywhere')}
        </button>
      </div>
      <p className="mt-3 text-sm" aria-live="polite">
        <span className="font-semibold">{t('college-quiz.chosen')}</span> {summary}
      </p>
      <FilterField id={`${id}-filter`} listId={`${id}-list`} label={t('college-quiz.findState')} value={filter} onChange={setFilter} />
      <div
        id={`${id}-list`}
        className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2"
        role="group"
        aria-label={t('college-quiz.states')}
      >
        {visible.length === 0 ? (
          <p className="p-2 text-sm text-slate-700">{t('college-quiz.noState', { filter })}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((code) => (
              <li key={code}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={chosen.has(code)}
                    onChange={(event) => toggleState(code, event.target.checked)}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {STATE_NAMES[code]}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
