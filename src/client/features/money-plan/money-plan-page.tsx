import { Link } from 'react-router';
import { MoneyPlanSection } from '@client/shared/money-plan/money-plan-section';
import { useSession } from '@client/shared/session/use-session';
import { usePageTitle } from '@client/ui/use-page-title';

/*
 * /money-plan (issue 20): the student's own family money plan. A parent sees each linked child's
 * on /family; other account types are told who the page is for.
 */
export function MoneyPlanPage() {
  usePageTitle('Family money plan');
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const userType = session.profile?.userType;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Your family money plan</h1>
      {userType === 'Student' ? (
        <>
          <p className="mt-2 text-slate-700">
            Work out with your family how each college on your list would be paid for. Parents you link on{' '}
            <Link to="/profile#who-can-see" className="font-semibold text-brand-800 underline underline-offset-2">
              your profile
            </Link>{' '}
            see this plan and can change the family&apos;s figures; you can see each time they do in your access log.
          </p>
          <MoneyPlanSection target={{ kind: 'mine' }} />
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          The money plan belongs to a student account.{' '}
          {userType === 'Parent' ? (
            <>
              As a parent, open{' '}
              <Link to="/family" className="font-semibold text-brand-800 underline underline-offset-2">
                your family page
              </Link>{' '}
              to see and edit the plan of each child who linked you.
            </>
          ) : (
            'Students see their own plan here; a linked parent sees it on their family page.'
          )}
        </p>
      )}
    </div>
  );
}
