import { Link } from 'react-router';
import type { DeadlineCalendar as Calendar } from '@domain/scholarships/search';
import { MONTH_NAMES } from '@domain/scholarships/schemas';

/** Twelve months, each with the directory's scholarships usually due then; each month opens the directory filtered to it. */
export function DeadlineCalendar({ calendar, onShowMonth }: { calendar: Calendar; onShowMonth: () => void }) {
  return (
    <div>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {calendar.months.map(({ month, scholarships }) => {
          const name = MONTH_NAMES[month - 1]!;
          return (
            <li key={month} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-bold">{name}</h3>
              {scholarships.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">No scholarships in this directory usually close in {name}.</p>
              ) : (
                <>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                    {scholarships.map((scholarship) => (
                      <li key={scholarship.id}>{scholarship.name}</li>
                    ))}
                  </ul>
                  <Link
                    to={`?deadlineMonth=${month}`}
                    preventScrollReset
                    onClick={onShowMonth}
                    className="mt-auto inline-flex min-h-11 items-center pt-2 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
                  >
                    Show {name} deadlines in the directory
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {calendar.varies.length > 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-bold">Deadline varies</h3>
          <p className="mt-1 text-sm text-slate-700">
            Rolling, set by a local chapter or college, or not confirmed: check the sponsor's site.
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {calendar.varies.map((scholarship) => (
              <li key={scholarship.id}>{scholarship.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
