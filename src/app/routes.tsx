// The route table of the specification's screens. Screens under /dashboard come from the navigation definitions;
// every screen module is loaded lazily.
import { data, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_BASE, SCREEN_ROUTES } from '../domain/navigation.ts';
import { getToken } from '../sync/session.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { screenLoader } from './route-screens.ts';

const signInScreen = async () => {
  const m = await import('../features/auth/sign-in-page.tsx');
  return { Component: m.SignInPage };
};

const signUpScreen = async () => {
  const m = await import('../features/auth/sign-up-page.tsx');
  return { Component: m.SignUpPage };
};

const dashboardShell = async () => {
  const m = await import('./shell/dashboard-shell.tsx');
  return { Component: m.DashboardShell };
};

/** "/" shows the dashboard when a token is stored (the specification's screens). */
function rootLoader() {
  return getToken() ? redirect(DASHBOARD_BASE) : null;
}

/** Unknown paths: a 404 for the error page to explain, instead of an empty screen. */
function notFound(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** Everything under /dashboard needs the stored token, otherwise back to "/" (the specification's roles). */
function requireToken() {
  return getToken() ? null : redirect('/');
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { index: true, loader: rootLoader, lazy: signInScreen },
        { path: 'signin', lazy: signInScreen },
        { path: 'signup', lazy: signUpScreen },
        { path: '*', loader: notFound },
        {
          path: DASHBOARD_BASE.slice(1),
          loader: requireToken,
          lazy: dashboardShell,
          children: [
            {
              // Errors inside a screen keep the shell (sidebar, header) around the error page.
              errorElement: <RouteErrorPage inShell />,
              children: [
                ...SCREEN_ROUTES.map((route): RouteObject =>
                  route.path
                    ? { path: route.path, lazy: screenLoader(route.id) }
                    : { index: true, lazy: screenLoader(route.id) },
                ),
                { path: '*', loader: notFound },
              ],
            },
          ],
        },
      ],
    },
  ];
}
