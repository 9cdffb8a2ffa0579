import { Link } from '@client/shared/routing';
import { ButtonLink } from '@client/ui/button-link';
import { usePageTitle } from '@client/ui/use-page-title';
import { useSession } from '@client/shared/session/use-session';
import { useT } from '@client/shared/i18n/i18n-store';
import { NumberedSteps } from './numbered-steps';

const FEATURES = [
  { title: 'site.home.f1Title', text: 'site.home.f1Text' },
  { title: 'site.home.f2Title', text: 'site.home.f2Text' },
  { title: 'site.home.f3Title', text: 'site.home.f3Text' },
  { title: 'site.home.f4Title', text: 'site.home.f4Text' },
  { title: 'site.home.f5Title', text: 'site.home.f5Text' },
  { title: 'site.home.f6Title', text: 'site.home.f6Text' },
] as const;

const HOW_IT_WORKS = [
  { title: 'site.home.h1Title', text: 'site.home.h1Text' },
  { title: 'site.home.h2Title', text: 'site.home.h2Text' },
  { title: 'site.home.h3Title', text: 'site.home.h3Text' },
] as const;

// Waypoint is new: these are made-up stories showing how it is meant to be used, labelled as such on the page.
const STORIES = [
  { who: 'site.home.s1Who', story: 'site.home.s1Story' },
  { who: 'site.home.s2Who', story: 'site.home.s2Story' },
] as const;

export function HomePage() {
  const t = useT('site');
  usePageTitle(t('site.home.title'));
  const session = useSession();
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('site.home.heading')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            {t.rich('site.home.intro', {
              link: (words) => (
                <Link to="/outcomes" className="font-medium text-brand-800 underline underline-offset-2">
                  {words}
                </Link>
              ),
            })}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/dashboard" className="px-6 text-lg">
              {t('site.home.enter')}
            </ButtonLink>
            {session.status === 'signed-in' ? (
              <ButtonLink to="/profile" variant="secondary" className="px-6 text-lg">
                {t('site.home.yourProfile')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/signin" variant="secondary" className="px-6 text-lg">
                {t('site.home.signIn')}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        <section aria-labelledby="features">
          <h2 id="features" className="text-3xl font-bold">
            {t('site.home.features')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <h3 className="text-lg font-semibold">{t(feature.title)}</h3>
                <p className="mt-2 text-slate-700">{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-3xl font-bold">
            {t('site.home.howItWorks')}
          </h2>
          <NumberedSteps steps={HOW_IT_WORKS.map((step) => ({ title: t(step.title), text: t(step.text) }))} className="mt-8" />
        </section>

        <section aria-labelledby="stories">
          <h2 id="stories" className="text-3xl font-bold">
            {t('site.home.stories')}
          </h2>
          <p className="mt-2 text-slate-700">{t('site.home.storiesNote')}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {STORIES.map((story) => (
              <li key={story.who} className="rounded-2xl border border-slate-200 bg-white p-6">
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{t('site.home.illustrative')}</p>
                <h3 className="mt-1 text-lg font-semibold">{t(story.who)}</h3>
                <p className="mt-2 text-slate-700">{t(story.story)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
