import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CollegeLink } from '@client/shared/prices/college-link';
import { FamilyPriceFigure } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import { Link } from '@client/shared/routing';
import { careerPayText } from '@domain/catalog/career-pay';
import { collegeEarningsBasis } from '@domain/catalog/college-earnings';
import { limitedDataNote } from '@domain/catalog/thin-estimate';
import {
  useSavedCareers,
  useSavedColleges,
  useToggleSavedCareer,
  useToggleSavedCollege,
  type SavedCareer,
  type SavedCollege,
} from '@client/shared/saved-lists/api/use-saved-lists';
import { Button } from '@client/ui/button';
import { PageSection } from '@client/ui/page-section';
import { SourceLine } from '@client/ui/source-line';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/*
 * The profile's saved careers and saved colleges, beside saved scholarships and built
 * the same way: each row links to the career or college, shows the figures the cards show with
 * their horizon and source, and has a Remove button; a removed row stays in place with Undo while
 * the page is open.
 */

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700';

type RowProps = {
  name: string;
  /** "saved careers": the list the row leaves. */
  listName: string;
  removed: boolean;
  onRemove: (onFailed: () => void) => void;
  onUndo: (onFailed: () => void) => void;
  children: ReactNode;
};

function SavedRow({ name, listName, removed, onRemove, onUndo, children }: RowProps) {
  const t = useT('profile');
  const undoButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Which button to focus once the row has switched between "saved" and "removed".
  const focusAfterSwitch = useRef<'undo' | 'remove' | null>(null);

  useEffect(() => {
    if (focusAfterSwitch.current === 'undo' && removed) undoButton.current?.focus();
    if (focusAfterSwitch.current === 'remove' && !removed) removeButton.current?.focus();
    focusAfterSwitch.current = null;
  }, [removed]);

  if (removed) {
    return (
      <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
        <p className="min-w-0 text-slate-700">{t('profile.saved.removed', { name, list: listName })}</p>
        <Button
          ref={undoButton}
          variant="secondary"
          onClick={() => {
            focusAfterSwitch.current = 'remove';
            onUndo(() => (focusAfterSwitch.current = 'undo'));
          }}
        >
          {t('profile.saved.undo')}
          <span className="sr-only">{t('profile.saved.undoFor', { name })}</span>
        </Button>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">{children}</div>
      <Button
        ref={removeButton}
        variant="secondary"
        className="shrink-0"
        onClick={() => {
          focusAfterSwitch.current = 'undo';
          // The row comes back (rolled back in the cache) if the server refuses: keep focus on it.
          onRemove(() => (focusAfterSwitch.current = 'remove'));
        }}
      >
        {t('profile.saved.remove')}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

type ListState<Item> = { isPending: boolean; isError: boolean; refetch: () => unknown; items: readonly Item[] | undefined };

/** Current rows plus the ones removed on this page (shown with Undo), in the order they were saved. */
function useRows<Item extends { savedAt: string }>(list: ListState<Item>, keyOf: (item: Item) => string) {
  const [removedHere, setRemovedHere] = useState<readonly Item[]>([]);
  const current = list.items ?? [];
  const currentKeys = new Set(current.map(keyOf));
  const rows = [
    ...current.map((item) => ({ item, removed: false })),
    ...removedHere.filter((item) => !currentKeys.has(keyOf(item))).map((item) => ({ item, removed: true })),
  ].sort((a, b) => (a.item.savedAt < b.item.savedAt ? -1 : a.item.savedAt > b.item.savedAt ? 1 : 0));
  const markRemoved = (item: Item) => setRemovedHere((items) => [...items.filter((entry) => keyOf(entry) !== keyOf(item)), item]);
  return { rows, markRemoved };
}

function ListBody<Item>({
  list,
  loading,
  failed,
  empty,
  rows,
  renderRow,
}: {
  list: ListState<Item>;
  loading: string;
  failed: string;
  empty: ReactNode;
  rows: readonly { item: Item; removed: boolean }[];
  renderRow: (row: { item: Item; removed: boolean }) => ReactNode;
}) {
  const t = useT('profile');
  if (list.isPending)
    return (
      <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {loading}
      </p>
    );
  if (list.isError)
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{failed}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  if (rows.length === 0) return <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">{empty}</div>;
  return <ul className="mt-4 space-y-3">{rows.map(renderRow)}</ul>;
}

function EmptyState({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <>
      <p className="text-slate-700">{text}</p>
      <Link
        to={to}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {action}
      </Link>
    </>
  );
}

function CareerRow({ item, removed, onRemoved }: { item: SavedCareer; removed: boolean; onRemoved: (item: SavedCareer) => void }) {
  const { career } = item;
  const toggle = useToggleSavedCareer(career.socCode);
  const t = useT('profile');
  const format = useFormatters();
  const pay = career.medianPay ? t('profile.saved.perYear', { pay: careerPayText(career) }) : careerPayText(career);
  return (
    <SavedRow
      name={career.title}
      listName={t('profile.saved.careersList')}
      removed={removed}
      onRemove={(onFailed) => {
        onRemoved(item);
        toggle.mutate({ career, save: false }, { onError: onFailed });
      }}
      onUndo={(onFailed) => toggle.mutate({ career, save: true }, { onError: onFailed })}
    >
      <Link to={`/premium/career-exploration/${career.socCode}`} className={linkClass}>
        {career.title}
      </Link>
      <p className="text-sm text-slate-700">
        {t(career.source.estimate ? 'profile.saved.medianPayEstimate' : 'profile.saved.medianPay', {
          pay,
          horizon: t('profile.horizon.allWorkers'),
        })}
      </p>
      <SourceLine source={career.source} />
      <p className="text-xs text-slate-600">{t('profile.saved.savedOn', { date: format.localDay(item.savedAt) })}</p>
    </SavedRow>
  );
}

function websiteHref(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function CollegeRow({ item, removed, onRemoved }: { item: SavedCollege; removed: boolean; onRemoved: (item: SavedCollege) => void }) {
  const { college } = item;
  const toggle = useToggleSavedCollege(college.unitId);
  const website = websiteHref(college.url);
  const t = useT('profile');
  const earningsLabel = t('profile.saved.earningsLabel', { basis: collegeEarningsBasis(college.source, college.medianEarnings) });
  const format = useFormatters();
  const { income } = useFamilyIncome();
  const usdOrNotReported = (amount: number | null) => (amount === null ? t('common.notReported') : format.usd(amount));
  return (
    <SavedRow
      name={college.name}
      listName={t('profile.saved.collegesList')}
      removed={removed}
      onRemove={(onFailed) => {
        onRemoved(item);
        toggle.mutate({ college, save: false }, { onError: onFailed });
      }}
      onUndo={(onFailed) => toggle.mutate({ college, save: true }, { onError: onFailed })}
    >
      <CollegeLink college={college} className="font-semibold" />
      <p className="text-sm text-slate-700">
        {college.city ? `${college.city}, ` : ''}
        {college.state}
        {website ? (
          <>
            {' · '}
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t('profile.saved.website')}
              <span className="sr-only">{t('profile.saved.collegeSite')}</span>
            </a>
          </>
        ) : null}
      </p>
      <FamilyPriceFigure compact netPriceByIncome={college.netPriceByIncome} averageNetPrice={college.averageNetPrice} income={income} />
      <p className="text-sm text-slate-700">
        {earningsLabel}: {usdOrNotReported(college.medianEarnings)}
        {college.medianEarnings === null ? '' : limitedDataNote(college.source, 'earnings')}
      </p>
      <SourceLine source={college.source} />
      <p className="text-xs text-slate-600">{t('profile.saved.savedOn', { date: format.localDay(item.savedAt) })}</p>
    </SavedRow>
  );
}

export function SavedCareersSection() {
  const saved = useSavedCareers(true);
  const list = { ...saved, items: saved.data?.items };
  const { rows, markRemoved } = useRows(list, (item) => item.career.socCode);
  const t = useT('profile');
  return (
    <PageSection
      id="saved-careers"
      title={t('profile.saved.careers')}
      aside={
        <Link to="/premium/career-exploration" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {t('profile.saved.exploreCareers')}
        </Link>
      }
    >
      <ListBody
        list={list}
        loading={t('profile.saved.loadingCareers')}
        failed={t('profile.saved.careersFailed')}
        rows={rows}
        empty={
          <EmptyState text={t('profile.saved.noCareers')} to="/premium/career-exploration" action={t('profile.saved.exploreCareers')} />
        }
        renderRow={({ item, removed }) => <CareerRow key={item.career.socCode} item={item} removed={removed} onRemoved={markRemoved} />}
      />
    </PageSection>
  );
}

export function SavedCollegesSection() {
  const saved = useSavedColleges(true);
  const list = { ...saved, items: saved.data?.items };
  const { rows, markRemoved } = useRows(list, (item) => String(item.college.unitId));
  const t = useT('profile');
  return (
    <PageSection
      id="saved-colleges"
      title={t('profile.saved.colleges')}
      aside={
        <Link to="/college-quiz" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {t('profile.saved.findColleges')}
        </Link>
      }
    >
      <ListBody
        list={list}
        loading={t('profile.saved.loadingColleges')}
        failed={t('profile.saved.collegesFailed')}
        rows={rows}
        empty={<EmptyState text={t('profile.saved.noColleges')} to="/college-quiz" action={t('profile.saved.takeCollegeQuiz')} />}
        renderRow={({ item, removed }) => <CollegeRow key={item.college.unitId} item={item} removed={removed} onRemoved={markRemoved} />}
      />
    </PageSection>
  );
}
