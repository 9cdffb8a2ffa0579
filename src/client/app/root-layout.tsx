import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../features/auth/use-session';
import { Spinner } from '../ui/spinner';

export function RootLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/dashboard" className="text-lg font-bold text-brand-700">
            Waypoint
          </Link>
          {session.status === 'signed-in' ? (
            <Link to="/profile" className="font-medium text-slate-800 hover:text-brand-700">
              Profile
            </Link>
          ) : session.status === 'signed-out' ? (
            <Link to="/signin" className="font-medium text-slate-800 hover:text-brand-700">
              Sign In
            </Link>
          ) : null}
        </nav>
      </header>
      <main id="main" className="flex-1">
        {session.status === 'loading' ? (
          <Spinner />
        ) : (
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <ScrollRestoration />
    </div>
  );
}
