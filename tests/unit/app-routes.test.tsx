// The route table of the specification's screens: every dashboard path renders its screen inside the shell, the
// guard sends signed-out visitors to "/", and unknown paths get the default error page.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';
import { englishTitle, renderApp, resetApp, signInAs } from '../utils/unit/app-test-utils.tsx';

/** Screens whose own heading the spec words differently from their sidebar label (the specification's screens). */
const SCREEN_HEADINGS: Record<string, string> = {
  '/dashboard/booth-team': 'Booth Team Members',
  '/dashboard/karya-karta-team': 'Karyakarta Team',
  // Voter pages head their list with the report's own title (voters.reports.*).
  '/dashboard/voter-list': 'Voter List',
  '/dashboard/nvr': 'New Voter Registration (NVR)',
  '/dashboard/district': 'District Candidate List',
  // The specification's screens names the screen "Party Campaigns"; the sidebar calls it "Campaign".
  '/dashboard/campaign': 'Party Campaigns',
};

beforeEach(resetApp);
afterEach(resetApp);

describe('dashboard routes (signed in)', () => {
  // The specification's screens's 18 pages, the Sync Center, All Voters Summary, the roll
  // import and the follow-ups of supporters at risk.
  it('defines 32 pages (Booth grades and the three committee screens, issue 46) and 28 reports, 26 of them in the sidebar', () => {
    const reports = SCREEN_ROUTES.filter((r) => r.kind === 'report');
    expect(SCREEN_ROUTES.length - reports.length).toBe(32);
    expect(reports).toHaveLength(28);
    expect(reports.filter((r) => r.inSidebar)).toHaveLength(26);
    expect(new Set(SCREEN_ROUTES.map((r) => r.href)).size).toBe(SCREEN_ROUTES.length);
  });

  it.each(SCREEN_ROUTES.map((r) => [r.href, r.titleKey] as const))(
    '%s shows its title',
    async (href, titleKey) => {
      signInAs();
      const { router } = renderApp(href);
      const title = englishTitle(titleKey);
      const heading = SCREEN_HEADINGS[href] ?? title;
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInstanceOf(
        HTMLElement,
      );
      expect(router.state.location.pathname).toBe(href);
      // The header names the page too (beside the heading when the two read the same).
      expect(screen.getAllByText(title).length).toBeGreaterThanOrEqual(heading === title ? 2 : 1);
    },
  );

  it('sends "/" to the dashboard when a token is stored', async () => {
    signInAs();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('guard and errors', () => {
  it.each(['/dashboard', '/dashboard/booth-team', '/dashboard/district/report1/sms'])(
    'redirects %s to "/" without a token',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByLabelText('Email', {}, { timeout: 15_000 })).toBeInstanceOf(
        HTMLElement,
      );
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the default error page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInstanceOf(HTMLElement);
  });

  it('shows the error page inside the shell for an unknown dashboard path', async () => {
    signInAs();
    renderApp('/dashboard/nowhere');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Hello, Asha')).toBeInstanceOf(HTMLElement);
    // The header names the page in words, not by the address's last part ("nowhere").
    expect(screen.getByText('Not found')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('nowhere')).toBeNull();
  });
});
