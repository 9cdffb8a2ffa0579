import { Link } from 'react-router';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { NumberedSteps } from './numbered-steps';

const FEATURES = [
  {
    title: 'Careers and majors that fit you',
    text: 'A short career quiz turns what you enjoy into majors worth a closer look, and the careers they lead to.',
  },
  {
    title: 'Colleges that fit your budget',
    text: 'The college quiz matches you with schools on what you care about, cost included.',
  },
  {
    title: 'A debt reality check',
    text: 'Compare what you plan to borrow with what you expect to earn, and get a plain grade from A+ to F.',
  },
  {
    title: 'Premium assessment, free in beta',
    text: 'Cognitive games, an AI counselor and career exploration for a deeper look at your strengths.',
  },
  {
    title: 'Tools for the money side',
    text: 'A debt calculator, sourced student-debt statistics and a scholarship guide.',
  },
  {
    title: 'People to ask',
    text: 'A community forum, and meetings with professionals who work in the careers you are weighing.',
  },
];

const HOW_IT_WORKS = [
  {
    title: 'Take the free assessment',
    text: 'Career quiz, college quiz and financial expectations: about 15-20 minutes, no account needed.',
  },
  { title: 'See your matches and your grade', text: 'Majors and colleges that fit you, and how manageable the debt behind them would be.' },
  {
    title: 'Plan with tools and people',
    text: 'Run the numbers, look for scholarships, and ask students and professionals who have been there.',
  },
];

// Waypoint is new: these are made-up stories showing how it is meant to be used, labelled as such on the page.
const STORIES = [
  {
    who: 'A high-school junior',
    story:
      'She loved art and biology and assumed she had to pick one. The career quiz pointed her to majors that combine both; the financial step showed that her first-choice private college would mean borrowing far more than those careers usually pay back, so she added two in-state schools to her list.',
  },
  {
    who: 'A parent of a senior',
    story:
      'He wanted to know whether the loans his son was offered were reasonable. Together they entered the planned debt and a realistic starting salary, saw the grade, and used the scholarship guide to close part of the gap before signing anything.',
  },
];

export function HomePage() {
  usePageTitle('Careers, majors and colleges without crushing debt');
  const session = useSession();
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Find your path. Skip the crushing debt.</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Waypoint helps students, parents and educators choose careers, majors and colleges, and steers you away from{' '}
            <Link to="/outcomes" className="font-medium text-brand-800 underline underline-offset-2">
              costly majors
            </Link>{' '}
            and loans you can&apos;t repay.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/dashboard" className="px-6 text-lg">
              Enter Site
            </ButtonLink>
            {session.status === 'signed-in' ? (
              <ButtonLink to="/profile" variant="secondary" className="px-6 text-lg">
                Your profile
              </ButtonLink>
            ) : (
              <ButtonLink to="/signin" variant="secondary" className="px-6 text-lg">
                Sign In
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        <section aria-labelledby="features">
          <h2 id="features" className="text-3xl font-bold">
            What Waypoint does
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-3xl font-bold">
            How it works
          </h2>
          <NumberedSteps steps={HOW_IT_WORKS} className="mt-8" />
        </section>

        <section aria-labelledby="stories">
          <h2 id="stories" className="text-3xl font-bold">
            How families use it
          </h2>
          <p className="mt-2 text-slate-700">
            Waypoint is new, so these are illustrative examples we wrote to show how it works, not quotes from real users.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {STORIES.map((story) => (
              <li key={story.who} className="rounded-2xl border border-slate-200 bg-white p-6">
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">Illustrative example</p>
                <h3 className="mt-1 text-lg font-semibold">{story.who}</h3>
                <p className="mt-2 text-slate-700">{story.story}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
