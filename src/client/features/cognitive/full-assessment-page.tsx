import { GAME_NAMES } from '@domain/cognitive/assessment';
import { PREMIUM_MINUTES } from '@domain/site/offer';
import { ButtonLink } from '@client/ui/button-link';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { BetaPrice } from '@client/ui/free-badge';
import { GAME_GUIDES } from './game-guides';

const JOURNEY = '/premium/journey';

/** /full-assessment (open to everyone): what the premium assessment measures, how long it takes, what you get. */
export function FullAssessmentPage() {
  usePageTitle('Premium assessment');
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Premium assessment</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Find careers that fit how you think</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Three short thinking games show your strengths. We turn them into career families to explore, with real pay and job outlook for each
        career. About {PREMIUM_MINUTES} minutes in all.
      </p>
      <div className="mt-4">
        <BetaPrice />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        {signedIn ? (
          <ButtonLink to={JOURNEY} className="px-6 text-lg">
            Start the premium assessment
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={`/signin?returnTo=${encodeURIComponent(JOURNEY)}`} className="px-6 text-lg">
              Sign in to start
            </ButtonLink>
            <p className="text-slate-700">The premium assessment saves your results to your account, so it needs a sign-in.</p>
          </>
        )}
      </div>

      <PageSection title="What it measures">
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {GAME_GUIDES.map((guide) => (
            <li key={guide.game} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold">{GAME_NAMES[guide.game]}</h3>
              <p className="mt-1 text-sm text-slate-700">About {guide.minutes} minutes</p>
              <p className="mt-2 text-slate-700">{guide.summary}</p>
              <p className="mt-2 text-sm font-medium text-slate-900">Measures: {guide.measures}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          Each game starts with instructions and a practice round that does not count. Every game works with a keyboard alone and with a
          screen reader, and nothing flashes.
        </p>
      </PageSection>

      <PageSection title="What you get">
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
          <li>Your cognitive profile: ten scores from 0 to 100, shown as a chart and as a table.</li>
          <li>Career families that match your profile (Technology, Healthcare, Business & Finance and more), with why they fit.</li>
          <li>Careers in each family with their median pay and job outlook from the U.S. Bureau of Labor Statistics.</li>
          <li>Time with the AI counselor to talk through your results.</li>
        </ul>
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          The scores describe how you played these games on one day. They are not an IQ test or a psychological test, and they are one input
          among many: your interests, your grades and what you enjoy matter as much.
        </p>
      </PageSection>
    </div>
  );
}
