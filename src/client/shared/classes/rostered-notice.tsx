import { Link } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { useSession } from '@client/shared/session/use-session';
import { useRosterInvitations } from './api/use-my-classes';

/** On a student's dashboard and /profile: the classes their school's roster put them in, with the way to decide. Nothing when none. */
export function RosteredNotice() {
  const session = useSession();
  const invitations = useRosterInvitations(session.status === 'signed-in' && session.profile?.userType === 'Student');
  const count = invitations.data?.length ?? 0;
  if (count === 0) return null;
  return <Notice count={count} />;
}

/** Its own component so the classes texts load only for a student who has such a class. */
function Notice({ count }: { count: number }) {
  const t = useT('classes');
  return (
    <p role="status" className="rounded-xl border border-brand-300 bg-white p-4">
      {t.rich('classes.rosteredNotice', {
        count,
        link: (words) => (
          <Link to="/classes/join" className="font-semibold text-brand-800 underline underline-offset-2">
            {words}
          </Link>
        ),
      })}
    </p>
  );
}
