// The dashboard layout (the specification's screens): 235 px sidebar, header, main area. From 1024 px the sidebar
// is always open; below, the burger opens it over the page and Escape, a click on the overlay
// or following a link closes it.
import { useCallback, useEffect, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { afterFirstPaint, useIdleAfterFirstPaint } from '../../components/after-first-paint.ts';
import { SavesWaitContext, browserOffline } from '../../components/use-saved-toast.ts';
import { FirstSyncBanner } from '../../features/sync-center/first-sync-banner.tsx';
import { ReloadRequiredBanner } from '../../features/sync-center/reload-required.tsx';
import { menuPersonOf } from '../../domain/menu.ts';
import { getSessionUser } from '../../sync/session.ts';
import { keepDeskToolsOnce } from '../keep-desk-tools.ts';
import { useSessionToken } from '../use-session.ts';
import { AppHeader } from './app-header.tsx';
import { HEADER_HEIGHT, SIDEBAR_ALWAYS_OPEN_FROM, SIDEBAR_WIDTH } from './shell-size.ts';
import { Sidebar } from './sidebar.tsx';
import { useLogout } from './use-logout.ts';

/** How long after the greeting a phone's closed drawer waits to be drawn (then for an idle moment). */
const DRAWER_DRAWN_AFTER_MS = 3000;

/** What dims the page beside the phone's open drawer; a click on it closes the drawer. */
const DRAWER_OVERLAY = {
  position: 'fixed',
  inset: 0,
  zIndex: 99,
  background: 'rgba(0, 0, 0, 0.45)',
} as const;

export function DashboardShell() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const confirmAndLogout = useLogout();
  const logout = useCallback(() => void confirmAndLogout(), [confirmAndLogout]);
  const [opened, setOpened] = useState(false);
  const isDesktop =
    useMediaQuery(`(min-width: ${SIDEBAR_ALWAYS_OPEN_FROM}px)`, false, {
      getInitialValueInEffect: false,
    }) ?? false;
  const close = useCallback(() => setOpened(false), []);
  // A phone's sidebar is off-canvas until the burger opens it: its links (an administrator's
  // 40 and more) are drawn in an idle moment some seconds after the greeting, not before it,
  // nor while a first sync asks for its first page (issue 45); at once if the burger is tapped.
  const navDrawn = useIdleAfterFirstPaint(DRAWER_DRAWN_AFTER_MS);
  // Save toasts ask the engine whether a save waits for the network, once it has loaded.
  const [savesWait, setSavesWait] = useState<() => boolean>(() => browserOffline);

  // The sync engine runs while someone is signed in: at start, on `online`, on a timer, after
  // writes, on SSE pokes and on the service worker's wake-up (src/sync/triggers.ts).
  // Loaded after the first frame is painted: Dexie and the engine are the shell's heaviest
  // code, and the greeting must not wait for them on a slow phone.
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    afterFirstPaint(() => {
      if (cancelled) return;
      import('../../sync/start-sync.ts')
        .then(({ startSync, savesWaitForNetwork }) => {
          if (cancelled) return;
          stop = startSync();
          setSavesWait(() => savesWaitForNetwork);
        })
        .catch((err: unknown) => console.error('The sync engine failed to load', err));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token]);

  // A coordinator's phone keeps the desk tools for offline use (they are not precached).
  useEffect(() => {
    if (token && menuPersonOf(getSessionUser()) !== 'boothWorker') keepDeskToolsOnce();
  }, [token]);

  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  // Signed out elsewhere (another tab, or a 401 cleared the session): leave at once.
  if (!token) return <Navigate to="/" replace />;

  const drawerOpen = opened && !isDesktop;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: SIDEBAR_ALWAYS_OPEN_FROM,
        collapsed: { mobile: !opened, desktop: false },
      }}
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <AppShell.Header>
        <AppHeader
          navOpened={drawerOpen}
          showBurger={!isDesktop}
          onToggleNav={() => setOpened((o) => !o)}
          onLogout={logout}
        />
      </AppShell.Header>
      <AppShell.Navbar
        // Mantine makes the phone drawer full width; the spec's sidebar is 235 px everywhere.
        w={SIDEBAR_WIDTH}
        aria-label={t('shell.mainNav')}
        // Off-canvas links must not be reachable by Tab or screen readers.
        inert={!isDesktop && !opened}
      >
        {(isDesktop || opened || navDrawn) && <Sidebar onNavigate={close} onLogout={logout} />}
      </AppShell.Navbar>
      {/* A plain dimmed layer: Mantine's Overlay was a file and a stylesheet on every first load. */}
      {drawerOpen && <div data-drawer-overlay onClick={close} style={DRAWER_OVERLAY} />}
      <AppShell.Main bg="gray.0">
        <ReloadRequiredBanner />
        <FirstSyncBanner />
        <SavesWaitContext.Provider value={savesWait}>
          <Outlet />
        </SavesWaitContext.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
