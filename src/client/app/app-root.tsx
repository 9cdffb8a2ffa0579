import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppRoutes } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
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
