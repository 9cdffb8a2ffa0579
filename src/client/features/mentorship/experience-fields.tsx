import { BIO_MAX, TOPICS } from '@domain/mentorship/schemas';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';
import { TextField } from './text-field';

/** Years of experience, work page, bio and the topics the mentor can help with. */
export function ExperienceFields({ help }: { help: RegistrationFieldHelp }) {
  const { id, errors, register } = help;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('yearsExperience')} className={labelClass}>
            Years of experience
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
        <TextField name="workUrl" label="LinkedIn or work web page (https://…)" type="url" autoComplete="url" help={help} />
      </div>

      <div>
        <label htmlFor={id('bio')} className={labelClass}>
          Short bio
        </label>
        <p className="text-sm text-slate-700" id={id('bio-hint')}>
          What you do day to day and how you got there (40 to {BIO_MAX} characters). Do not include phone numbers or personal e-mail
          addresses.
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
        <legend className={labelClass}>Topics you can help with</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3">
              <input type="checkbox" value={topic} className="h-5 w-5" {...register('topics')} />
              {topic}
            </label>
          ))}
        </div>
        {help.errorText('topics', errors.topics?.message)}
      </fieldset>
    </>
  );
}
