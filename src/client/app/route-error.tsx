import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { usePageTitle } from '@client/ui/use-page-title';

/** The spec's fallback error screen: "Something went wrong" with Try Again and Go Home. */
export function RouteError({ error }: { error?: unknown }) {
  const t = useT();
  usePageTitle(t('shell.errorTitle'));
  if (import.meta.env.DEV && error !== undefined) console.warn(error);
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('shell.errorTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('shell.errorBody')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('shell.tryAgain')}
        </button>
        <Link to="/dashboard" reloadDocument className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
          {t('shell.goHome')}
        </Link>
      </div>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; pathname: string };
type BoundaryState = { error: unknown; failed: boolean; pathname: string };

/** Catches a render error (or a page's code failing to load) and shows RouteError until the visitor goes to another path. */
class ErrorBoundaryForPath extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Another path: try rendering again.
    return props.pathname === state.pathname ? null : { error: undefined, failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.warn(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** An error boundary for the routes inside it, reset by a navigation to another path. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryForPath pathname={pathname}>{children}</ErrorBoundaryForPath>;
}
