import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiError, authPost, readJson } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { sessionKey, useSession } from '@client/shared/session/use-session';
import { resultsSummary } from '@client/shared/progress/results-summary';
import { SavedScholarshipsSection } from './saved-scholarships-section';

// The form (react-hook-form + zod) loads when Edit is pressed, not with the page.
const ProfileEditForm = lazy(() => import('./profile-edit-form').then((module) => ({ default: module.ProfileEditForm })));

export function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'signout' | 'export' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const local = useLocalSnapshot();
  usePageTitle('Your profile');
  if (session.status !== 'signed-in') return null;
  const { user, profile } = session;
  const summary = resultsSummary(local);

  function stopEditing() {
    setEditing(false);
    // Back to the button that opened the form (after it renders again).
    requestAnimationFrame(() => editButton.current?.focus());
  }

  /**
   * Leaves this signed-in-only page, then forgets the session. Until we are off
   * the page the cached session is kept fresh: a refetch on the way (a stale
   * query refetches when the next page mounts) would find no session and its
   * guard would send us to /signin instead.
   */
  async function leaveSignedOut() {
    await queryClient.cancelQueries({ queryKey: sessionKey });
    queryClient.setQueryData(sessionKey, (current) => current);
    await navigate('/dashboard', { replace: true });
    queryClient.setQueryData(sessionKey, null);
  }

  async function signOut() {
    setBusy('signout');
    try {
      await authPost('/sign-out', {});
    } finally {
      await leaveSignedOut();
    }
  }

  async function exportData() {
    setBusy('export');
    setError(null);
    try {
      const data = await readJson<unknown>(api.account.export.$get());
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'waypoint-my-data.json';
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Your data could not be exported. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function deleteAccount() {
    setBusy('delete');
    setError(null);
    try {
      await readJson(api.account.$delete());
      await leaveSignedOut();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Your account could not be deleted. Please try again.');
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Your profile</h1>
      {error ? (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Name</dt>
          <dd className="font-semibold">{profile?.fullName ?? user.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">I am a</dt>
          <dd className="font-semibold">{profile?.userType ?? 'Not set yet'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">E-mail</dt>
          <dd className="break-all font-semibold">{user.email}</dd>
        </div>
      </dl>
      {profile ? (
        editing ? (
          <Suspense fallback={<Spinner label="Loading the form…" />}>
            <ProfileEditForm fullName={profile.fullName} userType={profile.userType} onDone={stopEditing} />
          </Suspense>
        ) : (
          <Button ref={editButton} variant="secondary" className="mt-4" onClick={() => setEditing(true)} disabled={busy !== null}>
            Edit profile
          </Button>
        )
      ) : (
        <Link to="/signup" className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Complete your profile
        </Link>
      )}

      <section aria-labelledby="results" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results" className="text-2xl font-bold">
            Your results
          </h2>
          <Link to="/progress" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
            See every step
          </Link>
        </div>
        <dl className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Progress</dt>
            <dd className="font-semibold">{summary.percent}% complete</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Financial grade</dt>
            <dd className="font-semibold">
              {summary.grade.risk ? `${summary.grade.grade} (${summary.grade.risk} risk)` : 'Not graded yet'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Top majors</dt>
            <dd className="font-semibold">{summary.topMajors.length > 0 ? summary.topMajors.join(', ') : 'None yet: take the career quiz'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">College matches</dt>
            <dd className="font-semibold">{summary.collegeMatches}</dd>
          </div>
        </dl>
      </section>

      <SavedScholarshipsSection />

      {user.role === 'admin' ? (
        <section aria-labelledby="administration" className="mt-10">
          <h2 id="administration" className="text-2xl font-bold">
            Administration
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>
              <Link to="/admin/insights" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
                Insights
              </Link>
              : usage statistics and the feedback people sent
            </li>
            <li>
              <Link to="/admin/professionals" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
                Professionals
              </Link>
              : mentor applications, meeting reports and the mail outbox
            </li>
            <li>
              <Link to="/admin/moderation" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
                Forum moderation
              </Link>
              : reported and held posts, and the moderation log
            </li>
          </ul>
        </section>
      ) : null}

      <h2 className="mt-10 text-2xl font-bold">Your account</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void signOut()} disabled={busy !== null}>
          Sign out
        </Button>
        <Button variant="secondary" onClick={() => void exportData()} disabled={busy !== null}>
          {busy === 'export' ? 'Preparing…' : 'Export my data'}
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="danger" disabled={busy !== null}>
              Delete my account
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 bg-slate-900/50" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-xl font-bold">Delete your account?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-700">
                This permanently removes your profile and everything Waypoint saved for you. It cannot be undone.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">Cancel</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="danger" onClick={() => void deleteAccount()}>
                    Delete my account
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </div>
  );
}
