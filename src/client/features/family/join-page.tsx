import { Link, useNavigate, useParams } from '@client/shared/routing';
import { ApiError } from '@client/shared/lib/api-client';
import { useRedeemInvite } from '@client/shared/family/api/use-family';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';

const USER_TYPE_KEYS = { Student: 'family.typeStudent', Parent: 'family.typeParent', Educator: 'family.typeEducator' } as const;

/** /family/join/:token: the invite link. A signed-in Parent confirms, and lands on /family. */
export function FamilyJoinPage() {
  const t = useT('family');
  usePageTitle(t('family.joinTitle'));
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const redeem = useRedeemInvite();
  if (session.status !== 'signed-in') return null;
  const isParent = session.profile?.userType === 'Parent';
  // Used, cancelled, expired, unknown or already linked: trying this link again cannot work, so the button goes.
  const spent = redeem.error instanceof ApiError && [400, 404, 409, 410].includes(redeem.error.status);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('family.joinTitle')}</h1>
      {isParent ? (
        <>
          <p className="mt-4 text-slate-700">{t('family.joinIntro')}</p>
          {spent ? null : (
            <Button
              className="mt-6"
              disabled={redeem.isPending}
              onClick={() =>
                redeem.mutate({ token }, { onSuccess: (link) => void navigate('/family', { state: { linked: link.childName } }) })
              }
            >
              {redeem.isPending ? t('family.linking') : t('family.linkMyAccount')}
            </Button>
          )}
          {redeem.error ? (
            <div className="mt-4">
              <Alert>
                {redeem.error instanceof ApiError
                  ? redeem.error.fieldCodes.token
                    ? fieldErrorText(t, redeem.error.fieldCodes.token)
                    : errorText(t, redeem.error)
                  : t('family.inviteCheckError')}
              </Alert>
              {spent ? (
                <p className="mt-3 text-slate-700">
                  {t.rich('family.newInvite', {
                    link: (words) => (
                      <Link to="/family" className="font-semibold text-brand-800 underline underline-offset-2">
                        {words}
                      </Link>
                    ),
                  })}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          {t.rich('family.joinNotParent', {
            type: session.profile?.userType ? t(USER_TYPE_KEYS[session.profile.userType]) : t('family.typeNew'),
            link: (words) => (
              <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
                {words}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
