import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CatchAll, RedirectIfSignedIn, RequireSignIn } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Spinner } from '../ui/spinner';

/** Lazy-loads a page module and picks its named component. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', lazy: page(() => import('../features/home/dashboard-page'), 'DashboardPage') },
      { path: '/home', lazy: page(() => import('../features/home/home-page'), 'HomePage') },
      {
        path: '/signin',
        lazy: async () => {
          const { SignInPage } = await import('../features/auth/signin-page');
          return { Component: () => <RedirectIfSignedIn><SignInPage /></RedirectIfSignedIn> };
        },
      },
      {
        path: '/signup',
        lazy: async () => {
          const { SignUpPage } = await import('../features/auth/signup-page');
          return { Component: () => <RedirectIfSignedIn><SignUpPage /></RedirectIfSignedIn> };
        },
      },
      { path: '/auth/continue', lazy: page(() => import('../features/auth/auth-continue-page'), 'AuthContinuePage') },
      {
        path: '/profile',
        lazy: async () => {
          const { ProfilePage } = await import('../features/profile/profile-page');
          return { Component: () => <RequireSignIn><ProfilePage /></RequireSignIn> };
        },
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
