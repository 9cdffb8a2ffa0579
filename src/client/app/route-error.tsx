import { Link, useRouteError } from 'react-router';
import { usePageTitle } from '@client/ui/use-page-title';

/** The spec's fallback error screen: "Something went wrong" with Try Again and Go Home. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (import.meta.env.DEV) console.warn(error);
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-700">Sorry — this page ran into a problem. Your saved progress is safe.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
        <Link to="/dashboard" reloadDocument className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
          Go Home
        </Link>
      </div>
    </div>
  );
}
