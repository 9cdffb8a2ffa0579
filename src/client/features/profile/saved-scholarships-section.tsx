import { useEffect, useRef, useState } from 'react';
import { Link } from '@client/shared/routing';
import { Button } from '@client/ui/button';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { PageSection } from '@client/ui/page-section';
import {
  useSavedScholarships,
  useToggleSavedScholarship,
  type SavedScholarship,
} from '@client/shared/scholarships/api/use-saved-scholarships';

function SavedRow({ item, removed, onRemoved }: { item: SavedScholarship; removed: boolean; onRemoved: (item: SavedScholarship) => void }) {
  const toggle = useToggleSavedScholarship(item.scholarship.id);
  const t = useT('profile');
  const format = useFormatters();
  const undoButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Which button to focus once the row has switched between "saved" and "removed".
  const focusAfterSwitch = useRef<'undo' | 'remove' | null>(null);
  const { scholarship } = item;

  useEffect(() => {
    if (focusAfterSwitch.current === 'undo' && removed) undoButton.current?.focus();
    if (focusAfterSwitch.current === 'remove' && !removed) removeButton.current?.focus();
    focusAfterSwitch.current = null;
  }, [removed]);

  function remove() {
    focusAfterSwitch.current = 'undo';
    onRemoved(item);
    toggle.mutate(
      { scholarship, save: false },
      {
        // The row comes back (rolled back in the cache): keep focus on it.
        onError: () => {
          focusAfterSwitch.current = 'remove';
        },
      },
    );
  }

  function undo() {
    focusAfterSwitch.current = 'remove';
    toggle.mutate({ scholarship, save: true }, { onError: () => (focusAfterSwitch.current = 'undo') });
  }

  if (removed) {
    return (
      <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
        <p className="text-slate-700">
          {t('profile.saved.removed', { name: scholarship.name, list: t('profile.saved.scholarshipsList') })}
        </p>
        <Button ref={undoButton} variant="secondary" onClick={undo}>
          {t('profile.saved.undo')}
          <span className="sr-only">{t('profile.saved.undoFor', { name: scholarship.name })}</span>
        </Button>
      </li>
    );
  }

  const month = scholarship.usualDeadlineMonth === null ? null : format.month(scholarship.usualDeadlineMonth);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <a
          href={scholarship.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {scholarship.name}
          <span className="sr-only">{t('profile.saved.sponsorSite')}</span>
        </a>
        <p className="text-sm text-slate-700">
          {scholarship.sponsor} · {scholarship.amount} · {month ? t('profile.saved.dueIn', { month }) : t('profile.saved.deadlineVaries')}
        </p>
        <p className="text-xs text-slate-600">{t('profile.saved.savedOn', { date: format.localDay(item.savedAt) })}</p>
      </div>
      <Button ref={removeButton} variant="secondary" className="shrink-0" onClick={remove}>
        {t('profile.saved.remove')}
        <span className="sr-only"> {scholarship.name}</span>
      </Button>
    </li>
  );
}

/** The profile's list of saved scholarships; removing one can be undone while the page is open. */
export function SavedScholarshipsSection() {
  const t = useT('profile');
  const saved = useSavedScholarships(true);
  // Rows removed on this page: while one is not in the saved list it stays in place with an Undo
  // button instead of vanishing. The saved list (optimistic, rolled back on failure) decides which
  // rows show as saved, so a failed remove or undo shows the true state without extra bookkeeping.
  const [removedHere, setRemovedHere] = useState<readonly SavedScholarship[]>([]);

  const current = saved.data?.items ?? [];
  const currentIds = new Set(current.map((item) => item.scholarship.id));
  const rows = [
    ...current.map((item) => ({ item, removed: false })),
    ...removedHere.filter((item) => !currentIds.has(item.scholarship.id)).map((item) => ({ item, removed: true })),
  ].sort((a, b) => (a.item.savedAt < b.item.savedAt ? -1 : a.item.savedAt > b.item.savedAt ? 1 : 0));

  return (
    <PageSection
      id="saved-scholarships"
      title={t('profile.saved.scholarships')}
      aside={
        <Link
          to="/resources/scholarships#directory"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {t('profile.saved.findScholarships')}
        </Link>
      }
    >
      {saved.isPending ? (
        <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('profile.saved.loadingScholarships')}
        </p>
      ) : saved.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('profile.saved.scholarshipsFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void saved.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-slate-700">{t('profile.saved.noScholarships')}</p>
          <Link
            to="/resources/scholarships"
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('profile.saved.openGuide')}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map(({ item, removed: isRemoved }) => (
            <SavedRow
              key={item.scholarship.id}
              item={item}
              removed={isRemoved}
              onRemoved={(gone) =>
                setRemovedHere((list) => [...list.filter((entry) => entry.scholarship.id !== gone.scholarship.id), gone])
              }
            />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
