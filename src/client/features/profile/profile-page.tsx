import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { Alert } from '@client/ui/alert';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { AccessLogSection } from '@client/shared/family/access-log-section';
import { WhoCanSeeSection } from '@client/shared/family/who-can-see-section';
import { AccountActions } from './account-actions';
import { AdminLinks } from './admin-links';
import { accountErrorMessage, useDeleteAccountMutation, useExportDataMutation, useSignOutMutation } from './api/use-account-mutations';
import { ProfileSummary } from './profile-summary';
import { ResultsSection } from './results-section';
import { SavedCareersSection, SavedCollegesSection } from './saved-lists-sections';
import { SavedScholarshipsSection } from './saved-scholarships-section';

/** A parent's way to their linked children. */
function FamilyLinkNote() {
  const t = useT('profile');
  return (
    <p className="mt-10 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
      {t.rich('profile.family', {
        link: (words) => (
          <Link to="/family" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
            {words}
          </Link>
        ),
      })}
    </p>
  );
}

export function ProfilePage() {
  const session = useSession();
  const signOut = useSignOutMutation();
  const exportData = useExportDataMutation();
  const deleteAccount = useDeleteAccountMutation();
  const t = useT('profile');
  usePageTitle(t('profile.title'));
  if (session.status !== 'signed-in') return null;
  const { user, profile } = session;
  const busy = signOut.isPending || exportData.isPending || deleteAccount.isPending;
  // Starting an export or a delete clears the other's message, so at most one shows.
  const error =
    accountErrorMessage(exportData.error, t('profile.exportFailed')) ?? accountErrorMessage(deleteAccount.error, t('profile.deleteFailed'));

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      {error ? (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <ProfileSummary user={user} profile={profile} busy={busy} />
      <ResultsSection />
      <SavedCareersSection />
      <SavedCollegesSection />
      <SavedScholarshipsSection />
      {profile?.userType === 'Student' ? (
        <>
          <WhoCanSeeSection />
          <AccessLogSection />
        </>
      ) : null}
      {profile?.userType === 'Parent' ? <FamilyLinkNote /> : null}
      {user.role === 'admin' ? <AdminLinks /> : null}
      <AccountActions
        busy={busy}
        exporting={exportData.isPending}
        onSignOut={() => signOut.mutate()}
        onExport={() => {
          deleteAccount.reset();
          exportData.mutate();
        }}
        onDelete={() => {
          exportData.reset();
          deleteAccount.mutate();
        }}
      />
    </div>
  );
}
