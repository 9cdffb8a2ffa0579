import { PREMIUM_MINUTES } from '@domain/site/offer';
import { ButtonLink } from '@client/ui/button-link';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { BetaPrice } from '@client/ui/free-badge';
import { useT } from '@client/shared/i18n/i18n-store';
import { gameGuides, gameName } from './game-guides';

const JOURNEY = '/premium/journey';

/** /full-assessment (open to everyone): what the premium assessment measures, how long it takes, what you get. */
export function FullAssessmentPage() {
  const t = useT('cognitive');
  usePageTitle(t('cognitive.full.pageTitle'));
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('cognitive.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('cognitive.full.heading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('cognitive.full.intro', { minutes: PREMIUM_MINUTES })}</p>
      <div className="mt-4">
        <BetaPrice />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        {signedIn ? (
          <ButtonLink to={JOURNEY} className="px-6 text-lg">
            {t('cognitive.full.start')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={`/signin?returnTo=${encodeURIComponent(JOURNEY)}`} className="px-6 text-lg">
              {t('cognitive.full.signInToStart')}
            </ButtonLink>
            <p className="text-slate-700">{t('cognitive.full.needsSignIn')}</p>
          </>
        )}
      </div>

      <PageSection title={t('cognitive.full.measuresTitle')}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {gameGuides(t).map((guide) => (
            <li key={guide.game} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold">{gameName(t, guide.game)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t('cognitive.aboutMinutes', { minutes: guide.minutes })}</p>
              <p className="mt-2 text-slate-700">{guide.summary}</p>
              <p className="mt-2 text-sm font-medium text-slate-900">{t('cognitive.full.measuresLine', { measures: guide.measures })}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">{t('cognitive.full.accessible')}</p>
      </PageSection>

      <PageSection title={t('cognitive.full.getTitle')}>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
          <li>{t('cognitive.full.get1')}</li>
          <li>{t('cognitive.full.get2')}</li>
          <li>{t('cognitive.full.get3')}</li>
          <li>{t('cognitive.full.get4')}</li>
        </ul>
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('cognitive.full.disclaimer')}</p>
      </PageSection>
    </div>
  );
}
