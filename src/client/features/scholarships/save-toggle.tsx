import { Link, useLocation } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { BookmarkIcon, bookmarkToggleClass } from '@client/ui/bookmark-toggle';
import type { SessionState } from '@client/shared/session/use-session';
import type { ScholarshipDto } from './api/use-scholarship-search';
import { useSavedScholarships, useToggleSavedScholarship } from '@client/shared/scholarships/api/use-saved-scholarships';

/** Save / Saved for signed-in users; a link to sign in (and come back here) for everyone else. */
export function SaveToggle({ scholarship, session }: { scholarship: ScholarshipDto; session: SessionState }) {
  const t = useT('scholarships');
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  const saved = useSavedScholarships(signedIn);
  const toggle = useToggleSavedScholarship(scholarship.id);

  if (session.status === 'loading') return null;
  if (!signedIn) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/signin?returnTo=${encodeURIComponent(returnTo)}`}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
      >
        {t('scholarships.signInToSave')}
        <span className="sr-only" lang="en">
          {' '}
          {scholarship.name}
        </span>
      </Link>
    );
  }

  const isSaved = saved.data?.ids.includes(scholarship.id) ?? false;
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      disabled={saved.isPending}
      onClick={() => toggle.mutate({ scholarship, save: !isSaved })}
      className={`${bookmarkToggleClass} ${isSaved ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'}`}
    >
      <BookmarkIcon filled={isSaved} />
      {isSaved ? t('scholarships.saved') : t('scholarships.save')}
      <span className="sr-only" lang="en">
        {' '}
        {scholarship.name}
      </span>
    </button>
  );
}
