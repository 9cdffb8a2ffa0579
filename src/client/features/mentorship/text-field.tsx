import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';

/** A labelled text input with its error. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  help,
}: {
  name: 'fullName' | 'jobTitle' | 'employer' | 'workUrl';
  label: string;
  type?: string;
  autoComplete?: string;
  help: RegistrationFieldHelp;
}) {
  const { id, errors } = help;
  return (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={id(name)}
        type={type}
        autoComplete={autoComplete}
        className={fieldClass}
        {...help.register(name)}
        {...help.describedBy(name, Boolean(errors[name]))}
      />
      {help.errorText(name, errors[name]?.message)}
    </div>
  );
}
