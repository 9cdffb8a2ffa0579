import { useState, type KeyboardEvent } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { TYPING_PAUSE_MS, useDebounced } from '@client/shared/lib/use-debounced';
import type { Translate } from '@client/shared/i18n/messages';
import { useCareerSearch } from './use-careers';

/** What the status line under the box says about the search. */
function searchStatus(t: Translate<'calculator'>, search: ReturnType<typeof useCareerSearch>, items: readonly Career[]): string {
  if (search.isError) return t('calculator.careersNotLoaded');
  if (search.isFetching && items.length === 0) return t('calculator.searchingCareers');
  if (search.data) return items.length === 0 ? t('calculator.noCareersMatch') : t('calculator.careersMatch', { count: search.data.total });
  return '';
}

/**
 * The career combobox's state: the typed text, the open list, the highlighted option and the keys that move it. A chosen
 * career's title stays in the box while the page uses it (choosing one emptied the box, so the choice looked
 * cleared); once the page stops using it (`selectedCode` null), the box is empty again.
 */
export function useCareerCombobox(onPick: (career: Career) => void, selectedCode: string | null) {
  const t = useT('calculator');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Career | null>(null);
  const stillChosen = chosen !== null && chosen.socCode === selectedCode && typed === chosen.title;
  const query = chosen !== null && selectedCode === null && typed === chosen.title ? '' : typed;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debouncedQuery = useDebounced(query, TYPING_PAUSE_MS);
  const search = useCareerSearch(debouncedQuery);
  const items = search.data?.items ?? [];
  const searching = debouncedQuery.trim().length >= 2 && !stillChosen;
  const expanded = open && searching && items.length > 0;

  const choose = (career: Career) => {
    onPick(career);
    setChosen(career);
    setTyped(career.title);
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

  const onType = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(-1);
  };

  const status = searching ? searchStatus(t, search, items) : '';
  return { query, items, active, setActive, expanded, status, choose, onKeyDown, onType, setOpen };
}
