import { useState } from 'react';
import { useSearchWords } from '@client/shared/lib/use-debounced';
import { useCareerOptions } from './api/use-professionals';
import type { MyApplication } from './api/use-registration';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';

/** The catalog career closest to the mentor's work: a search box narrows the list (the saved career stays in it). */
export function CareerField({ current, help }: { current: MyApplication['career'] | undefined; help: RegistrationFieldHelp }) {
  const { id, errors, t } = help;
  const [careerSearch, setCareerSearch] = useState('');
  const careers = useCareerOptions(useSearchWords(careerSearch));
  const careerOptions = careers.data ?? [];
  const withCurrent =
    current && !careerOptions.some((career) => career.socCode === current.socCode)
      ? [{ socCode: current.socCode, title: current.title ?? current.socCode }, ...careerOptions]
      : careerOptions;

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{t('mentorship.career')}</legend>
      <p className="text-sm text-slate-700">{t('mentorship.r_careerHint')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('career-search')} className={labelClass}>
            {t('mentorship.r_searchCareers')}
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
            {t('mentorship.career')}
          </label>
          <select
            id={id('careerSocCode')}
            className={fieldClass}
            {...help.register('careerSocCode')}
            {...help.describedBy('careerSocCode', Boolean(errors.careerSocCode))}
          >
            <option value="">
              {careers.isPending
                ? t('mentorship.r_loadingCareers')
                : withCurrent.length
                  ? t('mentorship.r_chooseCareer')
                  : t('mentorship.r_noCareerMatch')}
            </option>
            {withCurrent.map((career) => (
              <option key={career.socCode} value={career.socCode}>
                {career.title}
              </option>
            ))}
          </select>
          {careers.isError ? <p className="mt-1 text-sm text-red-800">{t('mentorship.r_careersFailed')}</p> : null}
          {help.errorText('careerSocCode', errors.careerSocCode ? t('mentorship.r_chooseCareerFromList') : undefined)}
        </div>
      </div>
    </fieldset>
  );
}
