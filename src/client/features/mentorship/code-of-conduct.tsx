import { useT } from '@client/shared/i18n/i18n-store';
import type { RegistrationFieldHelp } from './registration-field-help';

const RULES = ['mentorship.coc0', 'mentorship.coc1', 'mentorship.coc2', 'mentorship.coc3', 'mentorship.coc4', 'mentorship.coc5'] as const;

/** The mentor code of conduct and the box that accepts it. */
export function CodeOfConduct({ help }: { help: RegistrationFieldHelp }) {
  const t = useT('mentorship');
  const { id, errors } = help;
  return (
    <section aria-labelledby={id('coc')} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id={id('coc')} className="font-bold">
        {t('mentorship.cocTitle')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <label className="mt-3 flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5"
          {...help.register('codeOfConductAccepted')}
          {...help.describedBy('coc-check', Boolean(errors.codeOfConductAccepted))}
        />
        {t('mentorship.cocAgree')}
      </label>
      {help.errorText('coc-check', errors.codeOfConductAccepted?.message)}
    </section>
  );
}
