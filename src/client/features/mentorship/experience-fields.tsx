import { BIO_MAX, TOPICS } from '@domain/mentorship/mentorship-values';
import { topicLabel } from './format';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';
import { TextField } from './text-field';

/** Years of experience, work page, bio and the topics the mentor can help with. */
export function ExperienceFields({ help }: { help: RegistrationFieldHelp }) {
  const { id, errors, register, t } = help;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('yearsExperience')} className={labelClass}>
            {t('mentorship.r_years')}
          </label>
          <input
            id={id('yearsExperience')}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            className={fieldClass}
            {...register('yearsExperience', { valueAsNumber: true })}
            {...help.describedBy('yearsExperience', Boolean(errors.yearsExperience))}
          />
          {help.errorText('yearsExperience', errors.yearsExperience?.message)}
        </div>
        <TextField name="workUrl" label={t('mentorship.r_workUrl')} type="url" autoComplete="url" help={help} />
      </div>

      <div>
        <label htmlFor={id('bio')} className={labelClass}>
          {t('mentorship.r_bio')}
        </label>
        <p className="text-sm text-slate-700" id={id('bio-hint')}>
          {t('mentorship.r_bioHint', { max: BIO_MAX })}
        </p>
        <textarea
          id={id('bio')}
          rows={5}
          maxLength={BIO_MAX}
          className={fieldClass}
          {...register('bio')}
          {...help.describedBy('bio', Boolean(errors.bio))}
        />
        {help.errorText('bio', errors.bio?.message)}
      </div>

      <fieldset {...help.describedBy('topics', Boolean(errors.topics))}>
        <legend className={labelClass}>{t('mentorship.r_topics')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3">
              <input type="checkbox" value={topic} className="h-5 w-5" {...register('topics')} />
              {topicLabel(t, topic)}
            </label>
          ))}
        </div>
        {help.errorText('topics', errors.topics?.message)}
      </fieldset>
    </>
  );
}
