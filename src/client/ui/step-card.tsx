import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import { useT } from '@client/shared/i18n/i18n-store';

/**
 * One numbered step of a journey: a number (a check when done), the title,
 * a status chip, what the step is, and an action on the right.
 */
export function StepCard({
  number,
  done,
  title,
  status,
  statusClass,
  meta,
  description,
  detail,
  highlighted = false,
  numberClass = 'bg-brand-700 text-white',
  action,
}: {
  number: number;
  done: boolean;
  title: string;
  status: string;
  statusClass: string;
  meta?: string;
  description: string;
  detail: string | null;
  highlighted?: boolean;
  numberClass?: string;
  action: ReactNode;
}) {
  const t = useT();
  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-5 sm:flex-row sm:items-center sm:p-6 ${
        highlighted ? 'border-brand-600 shadow-sm' : 'border-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-bold ${done ? 'bg-emerald-100 text-emerald-800' : numberClass}`}
      >
        {done ? <CheckIcon className="h-6 w-6" /> : number}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg font-semibold">
            <span className="sr-only">{t('common.step', { number })}</span>
            {title}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusClass}`}>{status}</span>
          {meta ? <span className="text-sm text-slate-700">{meta}</span> : null}
        </div>
        <p className="mt-1 text-slate-700">{description}</p>
        {detail ? <p className="mt-1 font-medium text-slate-900">{detail}</p> : null}
      </div>
      {action}
    </li>
  );
}
