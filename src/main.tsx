import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Only the Devanagari subset: Latin text uses the system font (see app/theme.ts).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './i18n.ts';
import { AppProviders } from './app/app-providers.tsx';
import { PwaUpdatePrompt } from './app/pwa-update-prompt.tsx';
import { buildRoutes } from './app/routes.tsx';

const router = createBrowserRouter(buildRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      <PwaUpdatePrompt />
    </AppProviders>
  </StrictMode>,
);
