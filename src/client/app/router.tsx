import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CatchAll, RedirectIfSignedIn, RequireAdmin, RequireSignIn, SignedInOnly } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Spinner } from '@client/ui/spinner';

/** Lazy-loads a page module and picks its named component. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** Lazy-loads a page and renders it inside a guard. */
function guarded<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  Guard: ComponentType<{ children: ReactNode }>,
): RouteObject['lazy'] {
  return async () => {
    const Page = (await load())[name] as ComponentType;
    return {
      Component: () => (
        <Guard>
          <Page />
        </Guard>
      ),
    };
  };
}

/*
 * The spec's route table (section 2). Routes that exist only when signed in
 * wrap their page in SignedInOnly: for a visitor they fall to the catch-all,
 * like any unknown path.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // An error in the layout itself.
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        // An error in a page (or its code failing to load) keeps the navigation around it.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Navigate to="/dashboard" replace /> },
          { path: '/dashboard', lazy: page(() => import('@client/features/site/dashboard-page'), 'DashboardPage') },
          { path: '/home', lazy: page(() => import('@client/features/site/home-page'), 'HomePage') },
          { path: '/about', lazy: page(() => import('@client/features/site/about-page'), 'AboutPage') },
          { path: '/privacy-policy', lazy: page(() => import('@client/features/site/privacy-policy-page'), 'PrivacyPolicyPage') },
          { path: '/signin', lazy: guarded(() => import('@client/features/auth/signin-page'), 'SignInPage', RedirectIfSignedIn) },
          { path: '/signup', lazy: guarded(() => import('@client/features/auth/signup-page'), 'SignUpPage', RedirectIfSignedIn) },
          { path: '/auth/continue', lazy: page(() => import('@client/features/auth/auth-continue-page'), 'AuthContinuePage') },
          { path: '/profile', lazy: guarded(() => import('@client/features/profile/profile-page'), 'ProfilePage', RequireSignIn) },
          { path: '/family', lazy: guarded(() => import('@client/features/family/family-page'), 'FamilyPage', RequireSignIn) },
          {
            path: '/family/join/:token',
            lazy: guarded(() => import('@client/features/family/join-page'), 'FamilyJoinPage', RequireSignIn),
          },
          { path: '/educator', lazy: guarded(() => import('@client/features/classes/educator-page'), 'EducatorPage', RequireSignIn) },
          {
            path: '/educator/classes/:id',
            lazy: guarded(() => import('@client/features/classes/class-page'), 'ClassPage', RequireSignIn),
          },
          {
            path: '/educator/classes/:id/students/:memberId',
            lazy: guarded(() => import('@client/features/classes/student-page'), 'ClassStudentPage', RequireSignIn),
          },
          { path: '/classes/join', lazy: guarded(() => import('@client/features/classes/join-page'), 'JoinClassPage', RequireSignIn) },
          {
            path: '/classes/join/:token',
            lazy: guarded(() => import('@client/features/classes/join-page'), 'JoinClassPage', RequireSignIn),
          },
          {
            path: '/admin/educators',
            lazy: guarded(() => import('@client/features/classes/admin-educators-page'), 'AdminEducatorsPage', RequireAdmin),
          },
          { path: '/progress', lazy: guarded(() => import('@client/features/progress/progress-page'), 'ProgressPage', RequireSignIn) },
          { path: '/journey', lazy: page(() => import('@client/features/journey/journey-page'), 'JourneyPage') },
          { path: '/career-quiz', lazy: page(() => import('@client/features/career-quiz/career-quiz-page'), 'CareerQuizPage') },
          { path: '/college-quiz', lazy: page(() => import('@client/features/college-quiz/college-quiz-page'), 'CollegeQuizPage') },
          {
            path: '/financial-expectations',
            lazy: page(() => import('@client/features/financial-expectations/financial-expectations-page'), 'FinancialExpectationsPage'),
          },
          { path: '/feedback', lazy: page(() => import('@client/features/results/feedback-page'), 'FeedbackPage') },
          { path: '/feedback-form', lazy: page(() => import('@client/features/feedback/feedback-form-page'), 'FeedbackFormPage') },
          { path: '/outcomes', lazy: page(() => import('@client/features/outcomes/outcomes-page'), 'OutcomesPage') },
          { path: '/calculator', lazy: page(() => import('@client/features/calculator/calculator-page'), 'CalculatorPage') },
          { path: '/debt-calculator', lazy: page(() => import('@client/features/calculator/debt-calculator-page'), 'DebtCalculatorPage') },
          { path: '/debt-facts', lazy: page(() => import('@client/features/debt-facts/debt-facts-page'), 'DebtFactsPage') },
          {
            path: '/resources/scholarships',
            lazy: page(() => import('@client/features/scholarships/scholarships-page'), 'ScholarshipsPage'),
          },
          {
            path: '/professional-meetings',
            lazy: page(() => import('@client/features/mentorship/professional-meetings-page'), 'ProfessionalMeetingsPage'),
          },
          {
            path: '/professional-meetings/professionals/:id',
            lazy: page(() => import('@client/features/mentorship/professional-profile-page'), 'ProfessionalProfilePage'),
          },
          {
            path: '/professional-meetings/meetings/:id',
            lazy: guarded(() => import('@client/features/mentorship/meeting-page'), 'MeetingPage', RequireSignIn),
          },
          {
            path: '/professional-registration',
            lazy: guarded(
              () => import('@client/features/mentorship/professional-registration-page'),
              'ProfessionalRegistrationPage',
              SignedInOnly,
            ),
          },
          {
            path: '/admin/professionals',
            lazy: guarded(() => import('@client/features/mentorship/admin-professionals-page'), 'AdminProfessionalsPage', RequireAdmin),
          },
          { path: '/full-assessment', lazy: page(() => import('@client/features/cognitive/full-assessment-page'), 'FullAssessmentPage') },
          {
            path: '/premium/journey',
            lazy: guarded(() => import('@client/features/journey/premium-journey-page'), 'PremiumJourneyPage', SignedInOnly),
          },
          {
            path: '/premium/games-assessment',
            lazy: guarded(() => import('@client/features/cognitive/games-assessment-page'), 'GamesAssessmentPage', SignedInOnly),
          },
          {
            path: '/premium/outcomes',
            lazy: guarded(() => import('@client/features/outcomes/premium-outcomes-page'), 'PremiumOutcomesPage', SignedInOnly),
          },
          {
            path: '/premium/feedback',
            lazy: guarded(() => import('@client/features/results/premium-feedback-page'), 'PremiumFeedbackPage', SignedInOnly),
          },
          {
            path: '/premium/career-quiz',
            lazy: guarded(
              () => import('@client/features/career-quiz/premium/premium-career-quiz-page'),
              'PremiumCareerQuizPage',
              SignedInOnly,
            ),
          },
          {
            path: '/premium/leaderboard',
            lazy: guarded(() => import('@client/features/leaderboard/leaderboard-page'), 'LeaderboardPage', SignedInOnly),
          },
          {
            path: '/premium/career-exploration',
            lazy: guarded(
              () => import('@client/features/career-exploration/career-exploration-page'),
              'CareerExplorationPage',
              SignedInOnly,
            ),
          },
          {
            path: '/premium/career-exploration/:socCode',
            lazy: guarded(() => import('@client/features/career-exploration/career-detail-page'), 'CareerDetailPage', SignedInOnly),
          },
          {
            path: '/premium/financial-expectations',
            lazy: guarded(
              () => import('@client/features/financial-expectations/premium-financial-page'),
              'PremiumFinancialPage',
              SignedInOnly,
            ),
          },
          {
            path: '/admin/insights',
            lazy: guarded(() => import('@client/features/analytics/insights-page'), 'InsightsPage', RequireAdmin),
          },
          { path: '/ai-counselor', lazy: page(() => import('@client/features/counselor/counselor-page'), 'CounselorPage') },
          {
            path: '/premium/ai-counselor',
            lazy: guarded(() => import('@client/features/counselor/counselor-page'), 'PremiumCounselorPage', SignedInOnly),
          },
          { path: '/forum', lazy: page(() => import('@client/features/forum/forum-page'), 'ForumPage') },
          { path: '/forum/:postId', lazy: page(() => import('@client/features/forum/thread-page'), 'ThreadPage') },
          { path: '/add-post', lazy: page(() => import('@client/features/forum/add-post-page'), 'AddPostPage') },
          {
            path: '/admin/moderation',
            lazy: guarded(() => import('@client/features/forum/moderation-page'), 'ModerationPage', RequireAdmin),
          },
          {
            path: '/notifications',
            lazy: guarded(() => import('@client/features/notifications/notifications-page'), 'NotificationsPage', RequireSignIn),
          },
          { path: '*', element: <CatchAll /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
