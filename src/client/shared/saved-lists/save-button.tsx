import { useState } from 'react';
import { Link, useLocation } from '@client/shared/routing';
import { BookmarkIcon, bookmarkToggleClass } from '@client/ui/bookmark-toggle';
import type { Career, College } from '@domain/catalog/schemas';
import { useSession } from '@client/shared/session/use-session';
import { useT } from '@client/shared/i18n/i18n-store';
import { useSavedCareers, useSavedColleges, useToggleSavedCareer, useToggleSavedCollege } from './api/use-saved-lists';

/*
 * "Save career" / "Save college", as the scholarship directory's Save: a toggle
 * (aria-pressed) for signed-in users that changes at once and rolls back with a toast if the server
 * refuses; a "Sign in to save" link that returns here for visitors, so no button does nothing.
 * A polite status line announces each result to screen readers.
 */

function SignInToSave({ name }: { name: string }) {
  const t = useT('saved-lists');
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`/signin?returnTo=${encodeURIComponent(returnTo)}`}
      className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
    >
      {t('saved-lists.signInToSave')}
      <span className="sr-only"> {name}</span>
    </Link>
  );
}

type ToggleProps = {
  kind: 'career' | 'college';
  name: string;
  saved: boolean;
  loading: boolean;
  onToggle: (save: boolean, announce: (message: string) => void) => void;
};

function SaveToggleButton({ kind, name, saved, loading, onToggle }: ToggleProps) {
  const t = useT('saved-lists');
  const [announcement, setAnnouncement] = useState('');
  const label = {
    career: t(saved ? 'saved-lists.savedCareer' : 'saved-lists.saveCareer'),
    college: t(saved ? 'saved-lists.savedCollege' : 'saved-lists.saveCollege'),
  }[kind];
  return (
    <span className="inline-flex">
      <button
        type="button"
        aria-pressed={saved}
        disabled={loading}
        onClick={() => {
          setAnnouncement('');
          onToggle(!saved, setAnnouncement);
        }}
        className={`${bookmarkToggleClass} ${saved ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'}`}
      >
        <BookmarkIcon filled={saved} />
        {label}
        <span className="sr-only"> {name}</span>
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </span>
  );
}

export function SaveCareerButton({ career }: { career: Career }) {
  const t = useT('saved-lists');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const saved = useSavedCareers(signedIn);
  const toggle = useToggleSavedCareer(career.socCode);
  if (session.status === 'loading') return null;
  if (!signedIn) return <SignInToSave name={career.title} />;
  return (
    <SaveToggleButton
      kind="career"
      name={career.title}
      saved={saved.data?.ids.includes(career.socCode) ?? false}
      loading={saved.isPending}
      onToggle={(save, announce) =>
        toggle.mutate(
          { career, save },
          {
            onSuccess: () => announce(t(save ? 'saved-lists.saved' : 'saved-lists.removed', { name: career.title })),
            onError: () => announce(t(save ? 'saved-lists.notSaved' : 'saved-lists.notRemoved', { name: career.title })),
          },
        )
      }
    />
  );
}

export function SaveCollegeButton({ college }: { college: College }) {
  const t = useT('saved-lists');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const saved = useSavedColleges(signedIn);
  const toggle = useToggleSavedCollege(college.unitId);
  if (session.status === 'loading') return null;
  if (!signedIn) return <SignInToSave name={college.name} />;
  return (
    <SaveToggleButton
      kind="college"
      name={college.name}
      saved={saved.data?.ids.includes(college.unitId) ?? false}
      loading={saved.isPending}
      onToggle={(save, announce) =>
        toggle.mutate(
          { college, save },
          {
            onSuccess: () => announce(t(save ? 'saved-lists.saved' : 'saved-lists.removed', { name: college.name })),
            onError: () => announce(t(save ? 'saved-lists.notSaved' : 'saved-lists.notRemoved', { name: college.name })),
          },
        )
      }
    />
  );
}
