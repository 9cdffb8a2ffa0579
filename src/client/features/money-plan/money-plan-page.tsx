import { Link } from '@client/shared/routing';
import { MoneyPlanSection } from '@client/shared/money-plan/money-plan-section';
import { useSession } from '@client/shared/session/use-session';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';

/*
 * /money-plan: the student's own family money plan. A parent sees each linked child's
 * on /family; other account types are told who the page is for.
 */
export function MoneyPlanPage() {
  const t = useT('money-plan');
  usePageTitle(t('money-plan.pageTitle'));
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const userType = session.profile?.userType;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('money-plan.title')}</h1>
      {userType === 'Student' ? (
        <>
          <p className="mt-2 text-slate-700">
            {t.rich('money-plan.intro', {
              profile: (words) => (
                <Link to="/profile#who-can-see" className="font-semibold text-brand-800 underline underline-offset-2">
                  {words}
                </Link>
              ),
            })}
          </p>
          <MoneyPlanSection target={{ kind: 'mine' }} />
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          {t('money-plan.studentOnly')}{' '}
          {userType === 'Parent'
            ? t.rich('money-plan.parentOpen', {
                family: (words) => (
                  <Link to="/family" className="font-semibold text-brand-800 underline underline-offset-2">
                    {words}
                  </Link>
                ),
              })
            : t('money-plan.otherAccount')}
        </p>
      )}
    </div>
  );
}
