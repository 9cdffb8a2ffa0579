import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@client/shared/routing';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { useT } from '@client/shared/i18n/i18n-store';
import type { SessionState } from '@client/shared/session/use-session';

// The form (react-hook-form + zod) loads when Edit is pressed, not with the page.
const ProfileEditForm = lazy(() => import('./profile-edit-form').then((module) => ({ default: module.ProfileEditForm })));

type SignedIn = Extract<SessionState, { status: 'signed-in' }>;

/** Name, user type and e-mail, with Edit profile (or Complete your profile when there is none yet). */
export function ProfileSummary({ user, profile, busy }: Pick<SignedIn, 'user' | 'profile'> & { busy: boolean }) {
  const t = useT('profile');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    // Back to the button that opened the form (after it renders again).
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t('profile.name')}</dt>
          <dd className="font-semibold">{profile?.fullName ?? user.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('profile.iAmA')}</dt>
          <dd className="font-semibold">{profile?.userType ? t(`auth.userType.${profile.userType}`) : t('profile.notSet')}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('profile.email')}</dt>
          <dd className="break-all font-semibold">{user.email}</dd>
        </div>
      </dl>
      {profile ? (
        editing ? (
          <Suspense fallback={<Spinner label={t('profile.loadingForm')} />}>
            <ProfileEditForm fullName={profile.fullName} userType={profile.userType} onDone={stopEditing} />
          </Suspense>
        ) : (
          <Button ref={editButton} variant="secondary" className="mt-4" onClick={() => setEditing(true)} disabled={busy}>
            {t('profile.edit')}
          </Button>
        )
      ) : (
        <Link
          to="/signup"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('profile.complete')}
        </Link>
      )}
    </>
  );
}
