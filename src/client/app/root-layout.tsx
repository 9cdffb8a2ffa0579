import { Suspense, type ReactNode } from 'react';
import { usePageViews } from '@client/features/analytics/use-page-views';
import { QuizProvider } from '@client/shared/assessment-state/quiz-context';
import { useProgressSync } from '@client/shared/assessment-state/use-progress-sync';
import { CompleteProfileBanner } from '@client/features/auth/complete-profile-banner';
import { useSession } from '@client/shared/session/use-session';
import { useAccountLanguage } from '@client/shared/i18n/account-language';
import { useT } from '@client/shared/i18n/i18n-store';
import { FeedbackPopup } from '@client/features/feedback/feedback-popup';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';
import { BetaPopup } from './shell/beta-popup';
import { SiteFooter } from './shell/site-footer';
import { TopNav } from './shell/top-nav';
import { Spinner } from '@client/ui/spinner';
import { ToastProvider } from '@client/ui/toast';

/** The shell around every page: `children` is the routes' switch. */
export function RootLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  useAccountLanguage();
  useProgressSync();
  usePageViews();
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('shell.skipToContent')}
        </a>
        <TopNav />
        <CompleteProfileBanner />
        {/* At least a screen tall: the footer starts below the fold, so a page replacing the spinner does not shift it into view. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none print:min-h-0">
          {/* No page renders before the session is known: no flash of signed-out content. */}
          {session.status === 'loading' ? (
            <Spinner />
          ) : (
            // The quiz state is shared by the assessment pages (quizResult and selectedMajor).
            <QuizProvider>
              {/* An error in a page (or its code failing to load) keeps the navigation around it. */}
              <RouteErrorBoundary>
                <Suspense fallback={<Spinner />}>{children}</Suspense>
              </RouteErrorBoundary>
            </QuizProvider>
          )}
        </main>
        <SiteFooter />
        <BetaPopup />
        <FeedbackPopup />
      </div>
      <ScrollRestoration />
    </ToastProvider>
  );
}
