import { useDeferredValue, useState } from 'react';
import { useCareerOptions } from './api/use-professionals';
import type { MyApplication } from './api/use-registration';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';

/** The catalog career closest to the mentor's work: a search box narrows the list (the saved career stays in it). */
export function CareerField({ current, help }: { current: MyApplication['career'] | undefined; help: RegistrationFieldHelp }) {
  const { id, errors } = help;
  const [careerSearch, setCareerSearch] = useState('');
  const careers = useCareerOptions(useDeferredValue(careerSearch.trim()));
  const careerOptions = careers.data ?? [];
  const withCurrent =
    current && !careerOptions.some((career) => career.socCode === current.socCode)
      ? [{ socCode: current.socCode, title: current.title ?? current.socCode }, ...careerOptions]
      : careerOptions;

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Career</legend>
      <p className="text-sm text-slate-700">Pick the career in our catalog closest to your work, so students exploring it can find you.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('career-search')} className={labelClass}>
            Search careers
          </label>
          <input
            id={id('career-search')}
            type="search"
            className={fieldClass}
            value={careerSearch}
            onChange={(event) => setCareerSearch(event.target.value)}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor={id('careerSocCode')} className={labelClass}>
            Career
          </label>
          <select
            id={id('careerSocCode')}
            className={fieldClass}
            {...help.register('careerSocCode')}
            {...help.describedBy('careerSocCode', Boolean(errors.careerSocCode))}
          >
            <option value="">
              {careers.isPending ? 'Loading careers…' : withCurrent.length ? 'Choose a career' : 'No career matches the search'}
            </option>
            {withCurrent.map((career) => (
              <option key={career.socCode} value={career.socCode}>
                {career.title}
              </option>
            ))}
          </select>
          {careers.isError ? (
            <p className="mt-1 text-sm text-red-800">Could not load careers. Check your connection and try again.</p>
          ) : null}
          {help.errorText('careerSocCode', errors.careerSocCode ? 'Choose a career from the list' : undefined)}
        </div>
      </div>
    </fieldset>
  );
}
