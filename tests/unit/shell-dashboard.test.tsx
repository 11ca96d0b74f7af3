// The dashboard shell (the specification's screens): greeting and page name, every sidebar link, the phone drawer
// (burger, Escape, overlay, link), the user menu and Logout, and the language switch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';
import {
  ASHA,
  englishTitle,
  renderApp,
  resetApp,
  signInAs,
} from '../utils/unit/app-test-utils.tsx';

beforeEach(resetApp);
afterEach(resetApp);

/** A coordinator's sidebar, in order: Dashboard first, the tools included (issue 22). */
const COORDINATOR_MAIN = [
  'Dashboard',
  'Booth Team',
  'KaryaKarta Team',
  'Campaign',
  'NVR',
  'Social Media',
  'Party Team Db',
  'Search Voter',
  'All Voters Summary',
  'Panna',
  'Door to Door',
  'Poll Day',
  'Follow-ups',
  'Group Chat',
  'Profile',
  'Areas',
  'Accounts',
  'Import roll PDFs',
  'Booth grades',
  'Committees',
  'Sync Center',
];

/** A booth worker's field menu (ASHA has no area yet), then "More". */
const FIELD_MAIN = [
  'Door to Door',
  'Poll Day',
  'Follow-ups',
  'Search Voter',
  'My team',
  'Group Chat',
  'Sync Center',
  'Dashboard',
];
const FIELD_MORE = [
  'KaryaKarta Team',
  'Campaign',
  'NVR',
  'Social Media',
  'All Voters Summary',
  'Panna',
  'Profile',
];
const TOOLS = ['Areas', 'Accounts', 'Import roll PDFs', 'Booth grades', 'Party Team Db'];
const COORDINATOR = { ...ASHA, scope: 'up/lucknow' };

async function openShell(path = '/dashboard', user = ASHA, { drawerDrawn = true } = {}) {
  signInAs(user);
  const view = renderApp(path);
  await screen.findByText('Hello, Asha');
  // A phone's closed drawer is drawn by itself some seconds after the greeting.
  if (drawerDrawn)
    await within(nav()).findByRole('button', { name: 'Logout', hidden: true }, { timeout: 8000 });
  return view;
}

const burger = () => screen.getByRole('button', { name: 'Toggle navigation' });
// The sidebar's <nav> (the home's area card, drawn later, has a navigation of its own).
const nav = () => {
  const sidebar = document.querySelector<HTMLElement>('nav.mantine-AppShell-navbar');
  if (!sidebar) throw new Error('no sidebar');
  return sidebar;
};

describe('dashboard shell', () => {
  it('greets the user by first name and names the page', async () => {
    await openShell('/dashboard/party/mandal');
    expect(screen.getByText('Hello, Asha')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByText('Mandal List').length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(document.title).toBe('Mandal List · Booth Panel'));
  });

  it('on a phone offers the languages in the user menu and keeps the sync state in words', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === '(max-width: 599.98px)' }) as MediaQueryList;
    try {
      await openShell('/dashboard/booth-team');
      expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
      // The badge is loaded on its own after the shell: wait for it, not only for the shell.
      const badge = await screen.findByRole('link', {
        name: /^Sync status: open the Sync Center: /,
      });
      expect(badge.textContent).toMatch(/Synced|Syncing|Offline/);
      fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
      expect(localStorage.getItem('lang')).toBe('hi');
      await waitFor(() => expect(document.title).toBe('बूथ टीम · बूथ पैनल'));
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  const linkNames = () =>
    within(nav())
      .queryAllByRole('link', { hidden: true })
      .map((a) => a.textContent);

  it('gives a coordinator every page, Dashboard first, and the 26 reports under Voter Management > Reports', async () => {
    await openShell('/dashboard', COORDINATOR);
    const sidebar = within(nav());
    // The reports' links may be in the page already, inside the closed group (React renders a
    // hidden Activity's children when idle, and the drawer is drawn some seconds in).
    const reports = new Set(
      SCREEN_ROUTES.filter((r) => r.kind === 'report').map((r) => englishTitle(r.titleKey)),
    );
    expect(linkNames().filter((name) => !reports.has(name ?? ''))).toEqual(COORDINATOR_MAIN);
    expect(sidebar.queryByRole('button', { name: 'More', hidden: true })).toBeNull();
    expect(sidebar.getByRole('button', { name: 'Logout', hidden: true })).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(sidebar.getByRole('button', { name: 'Voter Management', hidden: true }));
    for (const route of SCREEN_ROUTES.filter((r) => r.kind === 'report' && r.inSidebar)) {
      const link = await sidebar.findByRole('link', {
        name: englishTitle(route.titleKey),
        hidden: true,
      });
      expect(link.getAttribute('href')).toBe(route.href);
    }
  });

  it('gives a booth worker the field menu, the rest under a closed More, and no coordinator tools', async () => {
    await openShell();
    const sidebar = within(nav());
    expect(linkNames()).toEqual(FIELD_MAIN);
    expect(sidebar.getByRole('link', { name: 'My team', hidden: true }).getAttribute('href')).toBe(
      '/dashboard/booth-team',
    );
    const more = sidebar.getByRole('button', { name: 'More', hidden: true });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    const reports = new Set(
      SCREEN_ROUTES.filter((r) => r.kind === 'report').map((r) => englishTitle(r.titleKey)),
    );
    expect(linkNames().filter((name) => !reports.has(name ?? ''))).toEqual([
      ...FIELD_MAIN,
      ...FIELD_MORE,
    ]);
    for (const name of TOOLS)
      expect(sidebar.queryByRole('link', { name, hidden: true })).toBeNull();
    fireEvent.click(sidebar.getByRole('button', { name: 'Voter Management', hidden: true }));
    await sidebar.findByRole('link', { name: 'Family Report', hidden: true });
  });

  it('opens More by itself when the page shown is one of its links', async () => {
    await openShell('/dashboard/nvr');
    const more = within(nav()).getByRole('button', { name: 'More', hidden: true });
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the phone drawer with the burger and closes it on Escape, overlay and navigation', async () => {
    const { router } = await openShell();
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(nav().hasAttribute('inert')).toBe(true);

    fireEvent.click(burger());
    expect(burger().getAttribute('aria-expanded')).toBe('true');
    expect(nav().hasAttribute('inert')).toBe(false);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(burger().getAttribute('aria-expanded')).toBe('false'));

    fireEvent.click(burger());
    const overlay = document.querySelector('[data-drawer-overlay]');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    await waitFor(() => expect(burger().getAttribute('aria-expanded')).toBe('false'));

    fireEvent.click(burger());
    fireEvent.click(within(nav()).getByRole('link', { name: 'My team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/booth-team'));
    expect(burger().getAttribute('aria-expanded')).toBe('false');
  });

  it('draws a phone’s closed drawer by itself some seconds after the greeting', async () => {
    await openShell('/dashboard', ASHA, { drawerDrawn: false });
    expect(within(nav()).queryByRole('button', { name: 'Logout', hidden: true })).toBeNull();
    await within(nav()).findByRole('button', { name: 'Logout', hidden: true }, { timeout: 8000 });
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(nav().hasAttribute('inert')).toBe(true);
  });

  it('opens My Profile from the user menu', async () => {
    const { router } = await openShell();
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
  });

  it('logs out from the user menu: session cleared, back to "/"', async () => {
    const { router } = await openShell('/dashboard/nvr');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out from the sidebar too', async () => {
    const { router } = await openShell();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Logout', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves when the session is cleared elsewhere', async () => {
    const { router } = await openShell();
    localStorage.removeItem('token');
    window.dispatchEvent(new Event('storage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('switches to Hindi, remembers it and sets <html lang>', async () => {
    await openShell();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'hi' },
    });
    expect(await screen.findByText('नमस्ते, Asha')).toBeInstanceOf(HTMLElement);
    expect(within(nav()).getByRole('link', { name: 'मेरी टीम', hidden: true })).toBeInstanceOf(
      HTMLElement,
    );
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
