import { lazy, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Switch } from '@client/shared/routing';
import { CatchAll, RedirectIfSignedIn, RequireAdmin, RequireSignIn, SignedInOnly } from './guards';
import { RootLayout } from './root-layout';
import { pageHydrated } from './page-hydrated';
import { RouteErrorBoundary } from './route-error';
import { localStateReady } from '@client/shared/assessment-state/local-store';
import { currentLocale, loadAreas } from '@client/shared/i18n/i18n-store';
import type { Area } from '@client/shared/i18n/messages';
import type { Locale } from '@domain/i18n/locales';
import { COLLEGE_PAGE_AREAS, MAJOR_PAGE_AREAS } from '@domain/catalog/page-areas';

/*
 * The routes, matched by the routing module (@client/shared/routing, on wouter:
 * ADR 0028). No route has a loader or an action, so a small matcher is all the
 * app needs: react-router's code (about 15 KB gzip) loaded on every first visit
 * for nothing.
 */

/**
 * A page's module, once the values stored on this device can be validated
 * (their schemas load beside the page when something stored needs them) and
 * its catalog areas are in: fetched beside the page's code, not after its
 * first render asks for them (one round trip instead of two).
 */
async function loadPage<M>(load: () => Promise<M>, areas: readonly Area[], locale = currentLocale() ?? 'en'): Promise<M> {
  const [module] = await Promise.all([load(), localStateReady(), areas.length > 0 ? loadAreas(locale, areas) : undefined]);
  return module;
}

type PageComponent = LazyExoticComponent<ComponentType>;
/** Starts (once) loading a page's code and catalog areas, in the given language or the active one. */
type Preload = (locale?: Locale) => Promise<unknown>;
type Guard = ComponentType<{ children: ReactNode }>;

/**
 * Lazy-loads a page module and picks its named component; `areas`: the catalog areas its first render uses.
 * `preload` fetches the same before the first render (a prerendered page hydrates with them in).
 */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  areas: readonly Area[] = [],
): { Page: PageComponent; preload: Preload } {
  // Once, like React.lazy itself: a failed load shows the page's error screen, whose reload tries again.
  let loading: Promise<M> | undefined;
  const preload = (locale?: Locale) => (loading ??= loadPage(load, areas, locale));
  return { Page: lazy(async () => ({ default: (await preload())[name] as ComponentType })), preload };
}

/** Lazy-loads a page and renders it inside a guard (which decides before the page's code loads). */
function guarded<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  Guard: Guard,
  areas: readonly Area[] = [],
): { Page: PageComponent; preload: Preload; Guard: Guard } {
  return { ...page(load, name, areas), Guard };
}

/*
 * The spec's route table (section 2). Routes that exist only when signed in
 * wrap their page in SignedInOnly: for a visitor they fall to the catch-all,
 * like any unknown path.
 */
const PAGES: { path: string; Page: PageComponent; preload: Preload; Guard?: Guard }[] = [
  {
    path: '/dashboard',
    ...page(() => import('@client/features/site/dashboard-page'), 'DashboardPage', ['progress', 'site']),
  },
  {
    path: '/home',
    ...page(() => import('@client/features/site/home-page'), 'HomePage', ['site']),
  },
  {
    path: '/about',
    ...page(() => import('@client/features/site/about-page'), 'AboutPage', ['site']),
  },
  {
    path: '/privacy-policy',
    ...page(() => import('@client/features/site/privacy-policy-page'), 'PrivacyPolicyPage', ['privacy', 'site']),
  },
  { path: '/signin', ...guarded(() => import('@client/features/auth/signin-page'), 'SignInPage', RedirectIfSignedIn) },
  { path: '/signup', ...guarded(() => import('@client/features/auth/signup-page'), 'SignUpPage', RedirectIfSignedIn) },
  { path: '/auth/continue', ...page(() => import('@client/features/auth/auth-continue-page'), 'AuthContinuePage') },
  {
    path: '/profile',
    ...guarded(() => import('@client/features/profile/profile-page'), 'ProfilePage', RequireSignIn, [
      'classes',
      'colleges',
      'family',
      'profile',
      'saved-lists',
      'scholarships',
    ]),
  },
  {
    path: '/family',
    ...guarded(() => import('@client/features/family/family-page'), 'FamilyPage', RequireSignIn, [
      'budget',
      'calculator',
      'colleges',
      'family',
      'grades',
      'money-plan',
      'transfer-plan',
      'true-cost',
    ]),
  },
  {
    path: '/family/join/:token',
    ...guarded(() => import('@client/features/family/join-page'), 'FamilyJoinPage', RequireSignIn, ['family']),
  },
  {
    path: '/money-plan',
    ...guarded(() => import('@client/features/money-plan/money-plan-page'), 'MoneyPlanPage', RequireSignIn, [
      'budget',
      'calculator',
      'colleges',
      'grades',
      'money-plan',
      'transfer-plan',
    ]),
  },
  {
    path: '/educator',
    ...guarded(() => import('@client/features/classes/educator-page'), 'EducatorPage', RequireSignIn, ['caseload', 'classes']),
  },
  {
    path: '/educator/rostering',
    ...guarded(() => import('@client/features/rostering/rostering-page'), 'RosteringPage', RequireSignIn, ['rostering']),
  },
  {
    path: '/admin/rostering',
    ...guarded(() => import('@client/features/rostering/rostering-page'), 'RosteringPage', RequireAdmin, ['rostering']),
  },
  {
    path: '/educator/caseload',
    ...guarded(() => import('@client/features/caseload/caseload-page'), 'CaseloadPage', RequireSignIn, ['caseload', 'classes']),
  },
  {
    path: '/educator/classes/:id',
    ...guarded(() => import('@client/features/classes/class-page'), 'ClassPage', RequireSignIn, ['classes']),
  },
  {
    path: '/educator/classes/:id/students/:memberId',
    ...guarded(() => import('@client/features/classes/student-page'), 'ClassStudentPage', RequireSignIn, ['classes']),
  },
  {
    path: '/educator/classes/:id/students/:memberId/report',
    ...guarded(() => import('@client/features/classes/report-page'), 'StudentReportPage', RequireSignIn, [
      'classes',
      'colleges',
      'grades',
      'student-report',
      'true-cost',
    ]),
  },
  {
    path: '/classes/join',
    ...guarded(() => import('@client/features/classes/join-page'), 'JoinClassPage', RequireSignIn, ['classes']),
  },
  {
    path: '/classes/join/:token',
    ...guarded(() => import('@client/features/classes/join-page'), 'JoinClassPage', RequireSignIn, ['classes']),
  },
  {
    path: '/admin/educators',
    ...guarded(() => import('@client/features/classes/admin-educators-page'), 'AdminEducatorsPage', RequireAdmin, ['classes']),
  },
  {
    path: '/progress',
    ...guarded(() => import('@client/features/progress/progress-page'), 'ProgressPage', RequireSignIn, ['progress']),
  },
  { path: '/journey', ...page(() => import('@client/features/journey/journey-page'), 'JourneyPage', ['journey']) },
  {
    path: '/career-quiz',
    ...page(() => import('@client/features/career-quiz/career-quiz-page'), 'CareerQuizPage', ['career-quiz']),
  },
  {
    path: '/colleges/:unitId',
    ...page(() => import('@client/features/colleges/college-page'), 'CollegePage', COLLEGE_PAGE_AREAS),
  },
  {
    path: '/college-quiz',
    ...page(() => import('@client/features/college-quiz/college-quiz-page'), 'CollegeQuizPage', [
      'college-quiz',
      'saved-lists',
      'colleges',
    ]),
  },
  {
    path: '/financial-expectations',
    ...page(() => import('@client/features/financial-expectations/financial-expectations-page'), 'FinancialExpectationsPage', [
      'budget',
      'grades',
      'true-cost',
    ]),
  },
  {
    path: '/feedback',
    ...page(() => import('@client/features/results/feedback-page'), 'FeedbackPage', ['results', 'grades', 'true-cost']),
  },
  {
    path: '/feedback-form',
    ...page(() => import('@client/features/feedback/feedback-form-page'), 'FeedbackFormPage', ['feedback']),
  },
  {
    path: '/outcomes',
    ...page(() => import('@client/features/outcomes/outcomes-page'), 'OutcomesPage', ['outcomes']),
  },
  {
    path: '/calculator',
    ...page(() => import('@client/features/calculator/calculator-page'), 'CalculatorPage', ['calculator']),
  },
  {
    path: '/debt-calculator',
    ...page(() => import('@client/features/calculator/debt-calculator-page'), 'DebtCalculatorPage', ['calculator', 'grades', 'true-cost']),
  },
  { path: '/debt-facts', ...page(() => import('@client/features/debt-facts/debt-facts-page'), 'DebtFactsPage', ['debt-facts']) },
  {
    path: '/resources/scholarships',
    ...page(() => import('@client/features/scholarships/scholarships-page'), 'ScholarshipsPage', ['scholarships']),
  },
  {
    path: '/professional-meetings',
    ...page(() => import('@client/features/mentorship/professional-meetings-page'), 'ProfessionalMeetingsPage', ['mentorship']),
  },
  {
    path: '/professional-meetings/professionals/:id',
    ...page(() => import('@client/features/mentorship/professional-profile-page'), 'ProfessionalProfilePage', ['mentorship']),
  },
  {
    path: '/professional-meetings/meetings/:id',
    ...guarded(() => import('@client/features/mentorship/meeting-page'), 'MeetingPage', RequireSignIn, ['mentorship']),
  },
  {
    path: '/professional-registration',
    ...guarded(() => import('@client/features/mentorship/professional-registration-page'), 'ProfessionalRegistrationPage', SignedInOnly, [
      'mentorship',
    ]),
  },
  {
    path: '/admin/professionals',
    ...guarded(() => import('@client/features/mentorship/admin-professionals-page'), 'AdminProfessionalsPage', RequireAdmin, [
      'mentorship',
    ]),
  },
  {
    path: '/full-assessment',
    ...page(() => import('@client/features/cognitive/full-assessment-page'), 'FullAssessmentPage', ['cognitive']),
  },
  {
    path: '/premium/journey',
    ...guarded(() => import('@client/features/journey/premium-journey-page'), 'PremiumJourneyPage', SignedInOnly, ['cognitive', 'journey']),
  },
  {
    path: '/premium/games-assessment',
    ...guarded(() => import('@client/features/cognitive/games-assessment-page'), 'GamesAssessmentPage', SignedInOnly, [
      'cognitive',
      'leaderboard',
    ]),
  },
  {
    path: '/premium/outcomes',
    ...guarded(() => import('@client/features/outcomes/premium-outcomes-page'), 'PremiumOutcomesPage', SignedInOnly, [
      'cognitive',
      'outcomes',
      'premium-budget',
    ]),
  },
  {
    path: '/premium/feedback',
    ...guarded(() => import('@client/features/results/premium-feedback-page'), 'PremiumFeedbackPage', SignedInOnly, [
      'career-quiz',
      'careers',
      'cognitive',
      'results',
    ]),
  },
  {
    path: '/premium/career-quiz',
    ...guarded(() => import('@client/features/career-quiz/premium/premium-career-quiz-page'), 'PremiumCareerQuizPage', SignedInOnly, [
      'career-quiz',
      'careers',
      'cognitive',
    ]),
  },
  {
    path: '/premium/leaderboard',
    ...guarded(() => import('@client/features/leaderboard/leaderboard-page'), 'LeaderboardPage', SignedInOnly, ['leaderboard']),
  },
  {
    path: '/premium/career-exploration',
    ...guarded(() => import('@client/features/careers/career-exploration-page'), 'CareerExplorationPage', SignedInOnly, [
      'career-quiz',
      'careers',
      'saved-lists',
    ]),
  },
  {
    path: '/premium/career-exploration/:socCode',
    ...guarded(() => import('@client/features/careers/career-detail-page'), 'CareerDetailPage', SignedInOnly, [
      'career-quiz',
      'careers',
      'catalog-data',
      'cognitive',
      'saved-lists',
    ]),
  },
  {
    // Public: a career's page for anyone (the exploration tool above keeps its sign-in).
    path: '/careers/:socCode',
    ...page(() => import('@client/features/careers/career-detail-page'), 'PublicCareerPage', [
      'career-quiz',
      'careers',
      'catalog-data',
      'cognitive',
      'saved-lists',
    ]),
  },
  {
    path: '/majors/:cip',
    ...page(() => import('@client/features/majors/major-page'), 'MajorPage', MAJOR_PAGE_AREAS),
  },
  {
    path: '/premium/financial-expectations',
    ...guarded(() => import('@client/features/financial-expectations/premium-financial-page'), 'PremiumFinancialPage', SignedInOnly, [
      'premium-budget',
    ]),
  },
  {
    path: '/admin/insights',
    ...guarded(() => import('@client/features/analytics/insights-page'), 'InsightsPage', RequireAdmin, ['analytics', 'feedback']),
  },
  { path: '/ai-counselor', ...page(() => import('@client/features/counselor/counselor-page'), 'CounselorPage', ['counselor']) },
  {
    path: '/premium/ai-counselor',
    ...guarded(() => import('@client/features/counselor/counselor-page'), 'PremiumCounselorPage', SignedInOnly, ['counselor']),
  },
  { path: '/forum', ...page(() => import('@client/features/forum/forum-page'), 'ForumPage', ['forum']) },
  { path: '/forum/:postId', ...page(() => import('@client/features/forum/thread-page'), 'ThreadPage', ['forum']) },
  { path: '/add-post', ...page(() => import('@client/features/forum/add-post-page'), 'AddPostPage', ['forum']) },
  {
    path: '/admin/moderation',
    ...guarded(() => import('@client/features/forum/moderation-page'), 'ModerationPage', RequireAdmin, ['forum']),
  },
  {
    path: '/notifications',
    ...guarded(() => import('@client/features/notifications/notifications-page'), 'NotificationsPage', RequireSignIn, ['notifications']),
  },
];

/**
 * Loads the code and catalog areas of the page at this path (no parameters) or route ("/colleges/:unitId", which a page
 * rendered by the server names), if it is one of the table's.
 * A prerendered or server-rendered page awaits this before hydrating: an update reaching the page's Suspense boundary
 * while its code is still loading (the areas arriving re-render the shell) would make React drop the server's HTML and
 * render anew.
 */
export function preloadPage(pathname: string, locale: Locale): Promise<unknown> {
  const entry = PAGES.find((candidate) => candidate.path === pathname);
  // A guarded page's code waits for its guard: a visitor sent to sign in never needed it. A failed load is the page's
  // own to report when it renders (its error screen offers a reload).
  return entry && !entry.Guard ? entry.preload(locale).catch(() => undefined) : Promise.resolve();
}

function PageRoute({ Page, Guard }: { Page: PageComponent; Guard?: Guard | undefined }) {
  // A prerendered page is live once this boundary has hydrated, after the shell (whose timers already run).
  useEffect(() => pageHydrated(), []);
  return Guard ? (
    <Guard>
      <Page />
    </Guard>
  ) : (
    <Page />
  );
}

/** The app's routes; the layout shows a spinner while a page's code loads and the error screen if a page fails. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        {/* The first route that matches renders (paths match whole, case-insensitively, with or without a trailing slash). */}
        <Switch>
          <Route path="/">
            <Navigate to="/dashboard" replace />
          </Route>
          {PAGES.map(({ path, Page, Guard }) => (
            <Route key={path} path={path}>
              <PageRoute Page={Page} Guard={Guard} />
            </Route>
          ))}
          {/* No path: every other address. */}
          <Route>
            <CatchAll />
          </Route>
        </Switch>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
