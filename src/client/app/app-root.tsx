import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { queryKeys } from '@client/shared/lib/query-keys';
import { AppRoutes } from './router';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  // The shell reads the session on every page, so it is never collected: not even the signed-out answer main.tsx seeds
  // for a prerendered page before the first render observes it (a slow start would otherwise lose it, and hydrate a
  // "loading" shell over the signed-out HTML).
  client.setQueryDefaults(queryKeys.session, { gcTime: Number.POSITIVE_INFINITY });
  return client;
}

/**
 * The whole app under a router: the browser's (main.tsx), or one fixed on a page for the build's
 * prerender (ADR 0029), whose HTML the browser's first render must then match.
 */
export function AppRoot({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
