// Renders the real route table in a memory router inside the real providers, for unit tests.
import { cleanup, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/app-providers.tsx';
import { buildRoutes } from '../../../src/app/routes.tsx';
import type { SessionUser } from '../../../src/domain/auth.ts';
import { i18n } from '../../../src/i18n.ts';
import en from '../../../src/locales/en/nav.json';
import { saveSession } from '../../../src/sync/session.ts';

export const ASHA: SessionUser = {
  booth_id: 'u-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: null,
};

export function signInAs(user: SessionUser = ASHA): void {
  saveSession('test-token', user);
}

export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** English text of a nav.* key such as 'nav.pages.boothTeam'. */
export function englishTitle(key: string): string {
  const [, group, id] = key.split('.');
  const table: Record<string, Record<string, string>> = en.nav;
  const text = group && id ? table[group]?.[id] : undefined;
  if (!text) throw new Error(`No English text for ${key}`);
  return text;
}

/**
 * Back to a clean, signed-out, English state between tests. Unmounts what was rendered too:
 * without Vitest globals Testing Library cannot register its own cleanup.
 */
export async function resetApp(): Promise<void> {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
}
