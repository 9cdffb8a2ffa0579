import type { ComponentPropsWithRef } from 'react';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pl-7 pr-3 aria-[invalid=true]:border-red-700';

/** A text input for an amount of dollars, with a "$" in front that screen readers skip (the label says dollars). */
export function DollarInput({ invalid, ...input }: ComponentPropsWithRef<'input'> & { invalid: boolean }) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600">
        $
      </span>
      <input inputMode="decimal" autoComplete="off" className={inputClass} aria-invalid={invalid} {...input} />
    </div>
  );
}
