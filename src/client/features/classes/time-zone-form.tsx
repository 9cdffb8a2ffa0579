import { useId, useState, type FormEvent } from 'react';
import { timeZoneSchema } from '@domain/classes/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Button } from '@client/ui/button';
import { FieldError } from '@client/ui/field-error';
import { useUpdateClass, type ClassDto } from './api';

/*
 * The school's time zone on the class page: the CSV and the student reports read dates on its clock. The owner
 * picks from the zones this browser knows, the United States' first (most schools here are in one of them); the
 * server checks the choice with the same schema.
 */

/** The zones of the 50 states and the territories, east to west; the rest of the world follows in the list. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Chicago',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
] as const;

/** Every other zone the browser knows, sorted, with the current one kept even if the browser does not list it (UTC). */
function otherZones(current: string): string[] {
  const us = new Set<string>(US_TIME_ZONES);
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = new Set(known.filter((zone) => !us.has(zone)));
  if (!us.has(current)) rest.add(current);
  rest.add('UTC');
  return [...rest].sort();
}

const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

export function TimeZoneForm({ cls }: { cls: ClassDto }) {
  const t = useT('classes');
  const id = useId();
  const update = useUpdateClass(cls.id);
  const [editing, setEditing] = useState(false);
  const [zone, setZone] = useState(cls.timeZone);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = timeZoneSchema.safeParse(zone);
    if (!parsed.success) return setError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setError(undefined);
    update.mutate(
      { timeZone: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        onError: (failure) => setError(failure instanceof ApiError ? codedErrorText(t, failure) : t('classes.changeFailed')),
      },
    );
  }

  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3 print:hidden">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 break-words">{t('classes.timeZoneCurrent', { zone: cls.timeZone })}</p>
        {cls.archived ? null : (
          <Button
            variant="secondary"
            aria-expanded={editing}
            onClick={() => {
              setEditing((value) => !value);
              setZone(cls.timeZone);
              setSaved(false);
              setError(undefined);
            }}
          >
            {t('classes.changeTimeZone')}
          </Button>
        )}
        {saved && !editing ? (
          <p role="status" className="text-sm text-slate-700">
            {t('classes.timeZoneSaved')}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('classes.timeZoneUse')}</p>
      {editing ? (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-zone`} className="block font-semibold">
              {t('classes.timeZoneLabel')}
            </label>
            <select
              id={`${id}-zone`}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-zone-error` : undefined}
              className={inputClass}
            >
              <optgroup label={t('classes.timeZonesUs')}>
                {US_TIME_ZONES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('classes.timeZonesOther')}>
                {otherZones(cls.timeZone).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            </select>
            <FieldError fieldId={`${id}-zone`} error={error} />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {t('classes.saveTimeZone')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
