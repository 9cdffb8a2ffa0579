import { Link } from '@client/shared/routing';
import type { DeadlineCalendar as Calendar } from '@domain/scholarships/search';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** "enero" → "Enero" for a heading (Spanish month names are lower case inside a sentence). */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Twelve months, each with the directory's scholarships usually due then; each month opens the directory filtered to it. */
export function DeadlineCalendar({ calendar, onShowMonth }: { calendar: Calendar; onShowMonth: () => void }) {
  const t = useT('scholarships');
  const format = useFormatters();
  return (
    <div>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {calendar.months.map(({ month, scholarships }) => {
          const name = format.month(month);
          return (
            <li key={month} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-bold">{capitalized(name)}</h3>
              {scholarships.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">{t('scholarships.noneInMonth', { month: name })}</p>
              ) : (
                <>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                    {scholarships.map((scholarship) => (
                      <li key={scholarship.id} lang="en">
                        {scholarship.name}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`?deadlineMonth=${month}`}
                    preventScrollReset
                    onClick={onShowMonth}
                    className="mt-auto inline-flex min-h-11 items-center pt-2 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
                  >
                    {t('scholarships.showMonth', { month: name })}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {calendar.varies.length > 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-bold">{t('scholarships.varies')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('scholarships.variesNote')}</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {calendar.varies.map((scholarship) => (
              <li key={scholarship.id} lang="en">
                {scholarship.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
