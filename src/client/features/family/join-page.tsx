import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@client/shared/lib/api-client';
import { useRedeemInvite } from '@client/shared/family/api/use-family';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { usePageTitle } from '@client/ui/use-page-title';

/** /family/join/:token: the invite link. A signed-in Parent confirms, and lands on /family. */
export function FamilyJoinPage() {
  usePageTitle('Link to your child');
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
      <h1 className="text-3xl font-bold">Link to your child</h1>
      {isParent ? (
        <>
          <p className="mt-4 text-slate-700">
            Your child invited you to see their Waypoint plan: progress, quiz results, financial plan, college list, saved scholarships and
            upcoming mentor meetings. You will not see their messages or contact details, and they can unlink you at any time.
          </p>
          {spent ? null : (
            <Button
              className="mt-6"
              disabled={redeem.isPending}
              onClick={() =>
                redeem.mutate({ token }, { onSuccess: (link) => void navigate('/family', { state: { linked: link.childName } }) })
              }
            >
              {redeem.isPending ? 'Linking…' : 'Link my account'}
            </Button>
          )}
          {redeem.error ? (
            <div className="mt-4">
              <Alert>
                {redeem.error instanceof ApiError
                  ? (redeem.error.fields.token ?? redeem.error.message)
                  : 'The invite could not be checked. Please try again.'}
              </Alert>
              {spent ? (
                <p className="mt-3 text-slate-700">
                  With a new invite from your child you can also type its code on{' '}
                  <Link to="/family" className="font-semibold text-brand-800 underline underline-offset-2">
                    your Family page
                  </Link>
                  .
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          Family invites are for parent accounts, and you are signed in with a {session.profile?.userType ?? 'new'} account. Sign in with
          the parent&apos;s account to use this link, or set your account type to Parent on{' '}
          <Link to="/profile" className="font-semibold text-brand-800 underline underline-offset-2">
            your profile
          </Link>
          .
        </p>
      )}
    </div>
  );
}
