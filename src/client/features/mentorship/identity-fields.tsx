import { INDUSTRIES } from '@domain/mentorship/schemas';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';
import { TextField } from './text-field';

/** Name, job title, employer and industry. */
export function IdentityFields({ help }: { help: RegistrationFieldHelp }) {
  const { id, errors } = help;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="fullName" label="Your name" autoComplete="name" help={help} />
      <TextField name="jobTitle" label="Job title" autoComplete="organization-title" help={help} />
      <TextField name="employer" label="Employer" autoComplete="organization" help={help} />
      <div>
        <label htmlFor={id('industry')} className={labelClass}>
          Industry
        </label>
        <select
          id={id('industry')}
          className={fieldClass}
          {...help.register('industry')}
          {...help.describedBy('industry', Boolean(errors.industry))}
        >
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry}>{industry}</option>
          ))}
        </select>
        {help.errorText('industry', errors.industry?.message)}
      </div>
    </div>
  );
}
