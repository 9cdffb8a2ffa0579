import type { RegistrationFieldHelp } from './registration-field-help';

/** The mentor code of conduct and the box that accepts it. */
export function CodeOfConduct({ help }: { help: RegistrationFieldHelp }) {
  const { id, errors } = help;
  return (
    <section aria-labelledby={id('coc')} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id={id('coc')} className="font-bold">
        Mentor code of conduct
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>Many students are minors. Meet only through Waypoint's meeting link, never one-to-one elsewhere.</li>
        <li>Do not ask for or share phone numbers, personal e-mail, social media or home addresses. Waypoint masks them in messages.</li>
        <li>Parents and educators a student adds see every message and notification.</li>
        <li>Give honest, practical advice; do not sell products, services or paid programmes.</li>
        <li>Be respectful and inclusive. Report anything that worries you with the report button on the meeting.</li>
        <li>Messages are kept so Waypoint administrators can review reports.</li>
      </ul>
      <label className="mt-3 flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5"
          {...help.register('codeOfConductAccepted')}
          {...help.describedBy('coc-check', Boolean(errors.codeOfConductAccepted))}
        />
        I agree to the mentor code of conduct
      </label>
      {help.errorText('coc-check', errors.codeOfConductAccepted?.message)}
    </section>
  );
}
