import { useId } from 'react';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { formatTime, groupByDay } from './format';

/** Offered start times as radio buttons, grouped by the viewer's local day. */
export function SlotPicker({
  slots,
  value,
  onChange,
  error,
  legend,
}: {
  slots: string[];
  value: string;
  onChange: (slot: string) => void;
  error?: string;
  legend: string;
}) {
  const t = useT('mentorship');
  const { intlLocale } = useI18n();
  const id = useId();
  if (slots.length === 0) return <p className="text-slate-700">{t('mentorship.noFreeTimes')}</p>;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 max-h-96 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {groupByDay(slots, intlLocale).map((group) => (
          <div key={group.day} role="group" aria-label={group.day}>
            <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
              {group.day}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              {group.slots.map((slot) => (
                <label
                  key={slot}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name={`${id}-slot`} value={slot} checked={value === slot} onChange={() => onChange(slot)} />
                  {formatTime(slot, intlLocale)}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
