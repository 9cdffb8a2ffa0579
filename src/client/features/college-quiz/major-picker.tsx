import { useId, useState } from 'react';
import { MAX_MATCH_MAJORS } from '@domain/catalog/college-preferences';
import type { Major } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { FilterField } from './filter-field';

type Props = {
  majors: readonly Major[];
  value: readonly string[];
  onChange: (cips: string[]) => void;
  /** CIP codes the career quiz suggested, marked in the list and shown first. */
  suggested: readonly string[];
};

/** Up to five intended majors, searchable; their graduates' earnings feed each college's financial grade. */
export function MajorPicker({ majors, value, onChange, suggested }: Props) {
  const t = useT('college-quiz');
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosen = new Set(value);
  const full = value.length >= MAX_MATCH_MAJORS;
  const query = filter.trim().toLowerCase();
  const rank = (major: Major) => (suggested.includes(major.cip) ? suggested.indexOf(major.cip) : suggested.length);
  const sorted = [...majors].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const visible = sorted.filter((major) => !query || major.name.toLowerCase().includes(query));
  const names = value.map((cip) => majors.find((major) => major.cip === cip)?.name ?? cip);

  function toggle(cip: string, checked: boolean) {
    if (checked && full) return;
    onChange(checked ? [...value, cip] : value.filter((code) => code !== cip));
  }

  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('college-quiz.majorsLegend')}</legend>
      <p className="mt-1 text-sm text-slate-700">
        {t('college-quiz.majorsNote', { max: MAX_MATCH_MAJORS })}
        {suggested.length > 0 ? t('college-quiz.majorsFromQuizFirst') : ''}
      </p>
      <p className="mt-2 text-sm" aria-live="polite">
        <span className="font-semibold">{t('college-quiz.majorsChosen', { count: value.length, max: MAX_MATCH_MAJORS })}</span>{' '}
        {names.length > 0 ? names.join(', ') : t('college-quiz.noneYet')}
        {full ? t('college-quiz.majorsFull') : ''}
      </p>
      <FilterField id={`${id}-filter`} listId={`${id}-list`} label={t('college-quiz.findMajor')} value={filter} onChange={setFilter} />
      <div
        id={`${id}-list`}
        role="group"
        aria-label={t('college-quiz.majors')}
        className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2"
      >
        {visible.length === 0 ? (
          <p className="p-2 text-sm text-slate-700">{t('college-quiz.noMajor', { filter })}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {visible.map((major) => {
              const checked = chosen.has(major.cip);
              return (
                <li key={major.cip}>
                  <label
                    className={`flex min-h-11 items-center gap-2 rounded px-2 ${!checked && full ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer hover:bg-slate-50'}`}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(major.cip, event.target.checked)}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span>
                      {major.name}
                      {suggested.includes(major.cip) ? (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          {t('college-quiz.fromYourQuiz')}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
