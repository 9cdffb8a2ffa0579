// First: zod must be jitless before a page parses (the CSP forbids eval).
import '@client/shared/lib/zod-without-eval';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@client/shared/routing';
import { AppRoutes } from '@client/app/router';
import { initialLocale, setLocale } from '@client/shared/i18n/i18n-store';
import { sessionQuery } from '@client/shared/session/use-session';
import './app/styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page waits for the session anyway: ask for it while the active language's catalog loads (ADR 0027).
void queryClient.prefetchQuery(sessionQuery);
void setLocale(initialLocale(), { remember: false }).then(
  () =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  () => {
    // The catalog's chunk could not load (offline, or a deploy replaced it): say so plainly in both languages.
    container.textContent = 'Waypoint could not load. Please reload the page. / Waypoint no se pudo cargar. Vuelve a cargar la página.';
  },
);
