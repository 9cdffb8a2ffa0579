import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIFESTYLE_LEVELS } from '@domain/finance/lifestyle';
import { useT } from '@client/shared/i18n/i18n-store';
import { LIFESTYLE_KEYS } from './career-texts';

/** The four lifestyle levels as radio cards (the free and the premium financial expectations steps). */
export function LifestyleLevelFieldset({
  legend,
  hint,
  inputProps,
  error,
}: {
  legend: string;
  hint: string;
  inputProps: UseFormRegisterReturn<'level'>;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {LIFESTYLE_LEVELS.map((level) => (
          <label
            key={level}
            className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input type="radio" value={level} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...inputProps} />
            <span>
              <span className="block font-semibold">{t(LIFESTYLE_KEYS[level].name)}</span>
              <span className="block text-sm text-slate-700">{t(LIFESTYLE_KEYS[level].description)}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-2 text-sm font-medium text-red-800">{error}</p> : null}
    </fieldset>
  );
}
