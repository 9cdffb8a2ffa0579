import type { LocalState } from '@domain/progress/local-state';
import { Link } from '@client/shared/routing';
import { AVERAGE_FEDERAL_LOAN_DEBT } from '@data/facts';
import { AssignmentsCard } from '@client/shared/classes/assignments-card';
import { RosteredNotice } from '@client/shared/classes/rostered-notice';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useSession } from '@client/shared/session/use-session';
import { freeAssessmentLink, premiumAssessmentLink } from '@client/shared/progress/assessment-status';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ASSESSMENT_LINK_KEYS, averageDebtTexts } from './dashboard-texts';
import { ProgressPanel } from './progress-panel';
import { NumberedSteps } from './numbered-steps';

const STEPS = [
  { title: 'site.dashboard.s1Title', text: 'site.dashboard.s1Text' },
  { title: 'site.dashboard.s2Title', text: 'site.dashboard.s2Text' },
  { title: 'site.dashboard.s3Title', text: 'site.dashboard.s3Text' },
] as const;

const TOOLS = [
  { title: 'site.dashboard.t.calculator', to: '/calculator', text: 'site.dashboard.t.calculatorText' },
  { title: 'site.dashboard.t.debtFacts', to: '/debt-facts', text: 'site.dashboard.t.debtFactsText' },
  { title: 'site.dashboard.t.moneyPlan', to: '/money-plan', text: 'site.dashboard.t.moneyPlanText' },
  { title: 'site.dashboard.t.scholarships', to: '/resources/scholarships', text: 'site.dashboard.t.scholarshipsText' },
  { title: 'site.dashboard.t.counselor', to: '/ai-counselor', text: 'site.dashboard.t.counselorText' },
  { title: 'site.dashboard.t.forum', to: '/forum', text: 'site.dashboard.t.forumText' },
  { title: 'site.dashboard.t.meet', to: '/professional-meetings', text: 'site.dashboard.t.meetText' },
] as const;

const fact = AVERAGE_FEDERAL_LOAN_DEBT;

/** A visitor is asked to sign in; a signed-in student sees what their classes asked of them. */
function SignInOrAssignments({ signedOut, state }: { signedOut: boolean; state: LocalState }) {
  const t = useT('site');
  return signedOut ? (
    <section
      aria-labelledby="signin-box"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="signin-box" className="text-xl font-bold">
          {t('site.dashboard.keepResults')}
        </h2>
        <p className="mt-1 text-slate-700">{t('site.dashboard.keepResultsText')}</p>
      </div>
      <ButtonLink to="/signin" className="shrink-0">
        {t('site.home.signIn')}
      </ButtonLink>
    </section>
  ) : (
    <div className="space-y-4">
      <RosteredNotice />
      <AssignmentsCard state={state} />
    </div>
  );
}

export function DashboardPage() {
  const t = useT('site');
  usePageTitle(t('site.dashboard.title'));
  const session = useSession();
  const local = useLocalSnapshot();
  const signedIn = session.status === 'signed-in';
  const free = freeAssessmentLink(local, signedIn);
  const premium = premiumAssessmentLink(local, signedIn);
  const freeLabel = t(ASSESSMENT_LINK_KEYS[free.action]);
  const average = averageDebtTexts(t, useFormatters(), useI18n().intlLocale, fact.source.published);

  return (
    <div>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[3fr_2fr] md:py-16">
          <div>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('site.dashboard.heading')}</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('site.dashboard.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={free.to} state={free.state} className="px-6 text-lg">
                {freeLabel}
              </ButtonLink>
              <ButtonLink to={premium.to} variant="secondary" className="px-6 text-lg">
                {t(ASSESSMENT_LINK_KEYS[premium.action])}
              </ButtonLink>
            </div>
          </div>
          <dl className="grid content-start gap-3">
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">{t('site.dashboard.freeAssessment')}</dt>
              <dd className="text-2xl font-bold">{t('site.dashboard.freeTime')}</dd>
              <dd className="text-sm text-slate-700">{t('site.dashboard.freeText')}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">{t('site.dashboard.premiumAssessment')}</dt>
              <dd className="flex items-center gap-2 text-2xl font-bold">
                {t('site.dashboard.premiumTime')}
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">{t('common.free')}</span>
              </dd>
              <dd className="text-sm text-slate-700">{t('site.dashboard.premiumText')}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">{t('site.dashboard.averageDebt')}</dt>
              <dd className="text-2xl font-bold">{average.value}</dd>
              <dd className="text-sm text-slate-700">
                {t('common.source')}{' '}
                <a
                  href={fact.source.url}
                  className="underline underline-offset-2 hover:text-brand-800"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span lang="en">{fact.source.citation}</span>
                  <span className="sr-only">{t('common.opensInNewTab')}</span>
                </a>
                {t('site.dashboard.factFrom', { basis: average.basis, date: average.date })}
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <SignInOrAssignments signedOut={session.status === 'signed-out'} state={local} />

        <section aria-labelledby="steps">
          <h2 id="steps" className="text-2xl font-bold">
            {t('site.dashboard.threeSteps')}
          </h2>
          <NumberedSteps steps={STEPS.map((step) => ({ title: t(step.title), text: t(step.text) }))} />
        </section>

        <ProgressPanel state={local} signedIn={signedIn} />

        <section aria-labelledby="tools">
          <h2 id="tools" className="text-2xl font-bold">
            {t('site.dashboard.tools')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map((tool) => (
              <li key={tool.to}>
                <Link
                  to={tool.to}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="text-lg font-semibold text-brand-800">{t(tool.title)}</span>
                  <span className="mt-2 block text-slate-700">{t(tool.text)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="closing" className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 id="closing" className="text-2xl font-bold sm:text-3xl">
            {t('site.dashboard.closing')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{t('site.dashboard.closingText')}</p>
          <ButtonLink to={free.to} state={free.state} variant="secondary" className="mt-6 px-6 text-lg">
            {freeLabel}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
