import { useFieldArray, type Control } from 'react-hook-form';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { Button } from '@client/ui/button';
import { viewerTimeZone } from './format';
import { fieldClass, labelClass, type RegistrationFieldHelp } from './registration-field-help';
import type { FormValues } from './registration-form-values';
import { SlotRow } from './slot-row';

const SUPPORTED_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
// The browser's own zone can be an alias (e.g. "UTC") missing from the canonical list; offer it first then.
const TIME_ZONES = SUPPORTED_ZONES.includes(viewerTimeZone()) ? SUPPORTED_ZONES : [viewerTimeZone(), ...SUPPORTED_ZONES];

/** The mentor's time zone and weekly slots (1 to 21). */
export function AvailabilityFields({
  control,
  help,
}: {
  control: Control<FormValues, unknown, ProfessionalApplication>;
  help: RegistrationFieldHelp;
}) {
  const { id, errors, t } = help;
  const slots = useFieldArray({ control, name: 'availability' });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{t('mentorship.r_availability')}</legend>
      <p className="text-sm text-slate-700">{t('mentorship.r_availabilityHint')}</p>
      <div className="mt-3 max-w-md">
        <label htmlFor={id('timeZone')} className={labelClass}>
          {t('mentorship.r_timeZone')}
        </label>
        <select
          id={id('timeZone')}
          className={fieldClass}
          {...help.register('timeZone')}
          {...help.describedBy('timeZone', Boolean(errors.timeZone))}
        >
          {TIME_ZONES.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
        {help.errorText('timeZone', errors.timeZone?.message)}
      </div>
      <ul className="mt-4 space-y-3">
        {slots.fields.map((field, index) => (
          <SlotRow key={field.id} index={index} onlyOne={slots.fields.length === 1} onRemove={() => slots.remove(index)} help={help} />
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => slots.append({ weekday: 2, start: '16:00', end: '18:00' })}
        disabled={slots.fields.length >= 21}
      >
        {t('mentorship.r_addSlot')}
      </Button>
      {help.errorText('availability', errors.availability?.message ?? errors.availability?.root?.message)}
    </fieldset>
  );
}
