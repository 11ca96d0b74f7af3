import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@mantine/core/styles.css';
import './app/devanagari-font.css';
import { i18nReady } from './i18n.ts';
import { AppProviders } from './app/app-providers.tsx';
import { PwaUpdatePrompt } from './app/pwa-update-prompt.tsx';
import { buildRoutes } from './app/routes.tsx';
import { adoptServerSignIn } from './features/auth/static-sign-in.ts';

// Before the router reads the address: a form the server signed in opens the dashboard.
adoptServerSignIn();
const router = createBrowserRouter(buildRoutes());

/** Takes over from index.html's splash at the first commit, before the browser paints. */
function SplashHandOver() {
  useLayoutEffect(() => document.getElementById('splash')?.remove(), []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

// The first render is already in the user's language: its strings load before it.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <SplashHandOver />
      <RouterProvider router={router} />
      <PwaUpdatePrompt />
    </AppProviders>
  </StrictMode>,
);
