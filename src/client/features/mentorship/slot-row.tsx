import { WEEKDAYS } from '@domain/mentorship/mentorship-values';
import { useI18n } from '@client/shared/i18n/i18n-store';
import { Button } from '@client/ui/button';
import { weekdayName } from './format';
import { fieldClass, type RegistrationFieldHelp } from './registration-field-help';

const HALF_HOURS = Array.from({ length: 49 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);

/** One weekly slot: day, from and to, and its Remove button (not for the last slot). */
export function SlotRow({
  index,
  onlyOne,
  onRemove,
  help,
}: {
  index: number;
  onlyOne: boolean;
  onRemove: () => void;
  help: RegistrationFieldHelp;
}) {
  const { id, register, t } = help;
  const { intlLocale } = useI18n();
  const slotErrors = help.errors.availability?.[index];
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3">
      <div>
        <label htmlFor={id(`day-${index}`)} className="text-sm font-semibold">
          {t('mentorship.r_day')}
        </label>
        <select id={id(`day-${index}`)} className={fieldClass} {...register(`availability.${index}.weekday`, { valueAsNumber: true })}>
          {WEEKDAYS.map((day, weekday) => (
            <option key={day} value={weekday}>
              {weekdayName(intlLocale, weekday)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id(`start-${index}`)} className="text-sm font-semibold">
          {t('mentorship.r_from')}
        </label>
        <select id={id(`start-${index}`)} className={fieldClass} {...register(`availability.${index}.start`)}>
          {HALF_HOURS.slice(0, -1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id(`end-${index}`)} className="text-sm font-semibold">
          {t('mentorship.r_to')}
        </label>
        <select
          id={id(`end-${index}`)}
          className={fieldClass}
          {...register(`availability.${index}.end`)}
          {...help.describedBy(`end-${index}`, Boolean(slotErrors?.end))}
        >
          {HALF_HOURS.slice(1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={onRemove} disabled={onlyOne} aria-label={t('mentorship.r_removeSlot', { n: index + 1 })}>
        {t('mentorship.remove')}
      </Button>
      {help.errorText(`end-${index}`, slotErrors?.end?.message)}
    </li>
  );
}
