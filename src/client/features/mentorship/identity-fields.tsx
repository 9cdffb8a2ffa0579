import { INDUSTRIES } from '@domain/mentorship/mentorship-values';
import { industryLabel } from './format';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';
import { TextField } from './text-field';

/** Name, job title, employer and industry. */
export function IdentityFields({ help }: { help: RegistrationFieldHelp }) {
  const { id, errors, t } = help;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="fullName" label={t('mentorship.r_yourName')} autoComplete="name" help={help} />
      <TextField name="jobTitle" label={t('mentorship.r_jobTitle')} autoComplete="organization-title" help={help} />
      <TextField name="employer" label={t('mentorship.r_employer')} autoComplete="organization" help={help} />
      <div>
        <label htmlFor={id('industry')} className={labelClass}>
          {t('mentorship.industry')}
        </label>
        <select
          id={id('industry')}
          className={fieldClass}
          {...help.register('industry')}
          {...help.describedBy('industry', Boolean(errors.industry))}
        >
          <option value="">{t('mentorship.r_chooseIndustry')}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabel(t, industry)}
            </option>
          ))}
        </select>
        {help.errorText('industry', errors.industry?.message)}
      </div>
    </div>
  );
}
