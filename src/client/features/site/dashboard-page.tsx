import type { LocalState } from '@domain/progress/local-state';
import { Link } from 'react-router';
import { AVERAGE_FEDERAL_LOAN_DEBT, citationDate } from '@data/facts';
import { AssignmentsCard } from '@client/shared/classes/assignments-card';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { useLocalSnapshot } from '@client/shared/assessment-state/local-store';
import { useSession } from '@client/shared/session/use-session';
import { freeAssessmentLink, premiumAssessmentLink } from '@client/shared/progress/assessment-status';
import { ProgressPanel } from './progress-panel';
import { NumberedSteps } from './numbered-steps';

const STEPS = [
  { title: 'Career quiz', text: 'Answer questions about what you enjoy and get majors that fit you.' },
  { title: 'College quiz', text: 'Tell us what you want from a college and see colleges that match.' },
  {
    title: 'Financial expectations',
    text: 'Say what you expect to earn and plan to borrow, and get a grade for how manageable that debt would be.',
  },
];

const TOOLS = [
  { title: 'Debt Calculator', to: '/calculator', text: 'See the monthly payment and total cost of the loans a degree would take.' },
  { title: 'Debt Statistics', to: '/debt-facts', text: 'Sourced facts about student debt, to weigh a plan against.' },
  {
    title: 'Family Money Plan',
    to: '/money-plan',
    text: 'With your parents: what each college on your list would cost, what federal loans cover and what is left.',
  },
  { title: 'Scholarship Guide', to: '/resources/scholarships', text: 'Where to look for money you never have to pay back.' },
  {
    title: 'AI Counselor',
    to: '/ai-counselor',
    text: 'Ask about careers, majors, colleges and debt; answers use your results and cited data.',
  },
  { title: 'Forum', to: '/forum', text: 'Ask questions and share what you have learned with other students and parents.' },
  { title: 'Meet Professionals', to: '/professional-meetings', text: 'Talk with people who work in the careers you are considering.' },
];

const fact = AVERAGE_FEDERAL_LOAN_DEBT;

/** A visitor is asked to sign in; a signed-in student sees what their classes asked of them (issue 20). */
function SignInOrAssignments({ signedOut, state }: { signedOut: boolean; state: LocalState }) {
  return signedOut ? (
    <section
      aria-labelledby="signin-box"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="signin-box" className="text-xl font-bold">
          Keep your results
        </h2>
        <p className="mt-1 text-slate-700">
          The free assessment and its results need no account: they stay on this device. Sign in to keep your progress on every device and
          to try the premium assessment.
        </p>
      </div>
      <ButtonLink to="/signin" className="shrink-0">
        Sign In
      </ButtonLink>
    </section>
  ) : (
    <AssignmentsCard state={state} />
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const session = useSession();
  const local = useLocalSnapshot();
  const signedIn = session.status === 'signed-in';
  const free = freeAssessmentLink(local, signedIn);
  const premium = premiumAssessmentLink(local, signedIn);

  return (
    <div>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[3fr_2fr] md:py-16">
          <div>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Plan your path without crushing debt</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">
              Waypoint matches you with careers, majors and colleges, and shows how much student debt your plan can carry, before you sign
              for a single loan.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={free.to} state={free.state} className="px-6 text-lg">
                {free.label}
              </ButtonLink>
              <ButtonLink to={premium.to} variant="secondary" className="px-6 text-lg">
                {premium.label}
              </ButtonLink>
            </div>
          </div>
          <dl className="grid content-start gap-3">
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">Free assessment</dt>
              <dd className="text-2xl font-bold">15-20 min</dd>
              <dd className="text-sm text-slate-700">Career quiz, college quiz and financial expectations.</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">Premium assessment</dt>
              <dd className="flex items-center gap-2 text-2xl font-bold">
                25-30 min
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">FREE</span>
              </dd>
              <dd className="text-sm text-slate-700">Cognitive games, an AI counselor and career exploration; free during beta.</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">Average federal student loan debt</dt>
              <dd className="text-2xl font-bold">{fact.value}</dd>
              <dd className="text-sm text-slate-700">
                Source:{' '}
                <a
                  href={fact.source.url}
                  className="underline underline-offset-2 hover:text-brand-800"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {fact.source.citation}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                , from {fact.source.basis}, {citationDate(fact.source.published)}.
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <SignInOrAssignments signedOut={session.status === 'signed-out'} state={local} />

        <section aria-labelledby="steps">
          <h2 id="steps" className="text-2xl font-bold">
            The free assessment in three steps
          </h2>
          <NumberedSteps steps={STEPS} />
        </section>

        <ProgressPanel state={local} signedIn={signedIn} />

        <section aria-labelledby="tools">
          <h2 id="tools" className="text-2xl font-bold">
            Tools to plan with
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map((tool) => (
              <li key={tool.to}>
                <Link
                  to={tool.to}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="text-lg font-semibold text-brand-800">{tool.title}</span>
                  <span className="mt-2 block text-slate-700">{tool.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="closing" className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 id="closing" className="text-2xl font-bold sm:text-3xl">
            Know the cost before you commit
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">
            Fifteen to twenty minutes now can keep you from a debt you can't repay. Start with the free assessment; no account needed.
          </p>
          <ButtonLink to={free.to} state={free.state} variant="secondary" className="mt-6 px-6 text-lg">
            {free.label}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
