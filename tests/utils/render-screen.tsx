// The one way unit tests put a screen on the page: inside Mantine (env="test": no transitions,
// so a menu closed once in jsdom opens again) and a memory router, optionally with the
// notifications host and with stand-in routes for the pages a screen navigates to. Its
// `rerender` keeps the same providers around the new element.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

export type RenderScreenOptions = {
  /** The address the screen is shown at (default "/", or "/screen" with `routes`). */
  at?: string;
  /**
   * Other routes beside the screen (e.g. a probe at the page it navigates to). With them the
   * screen is a route of a data router, and navigating away leaves it; without them the screen
   * stays whatever the address becomes.
   */
  routes?: RouteObject[];
  /** Mount Mantine's notifications host, for screens that confirm with a notification. */
  notifications?: boolean;
};

type DataRouter = ReturnType<typeof createMemoryRouter>;

export function renderScreen(
  screen: ReactElement,
  opts: RenderScreenOptions & { routes: RouteObject[] },
): RenderResult & { router: DataRouter };
export function renderScreen(
  screen: ReactElement,
  opts?: RenderScreenOptions,
): RenderResult & { router: DataRouter | undefined };
export function renderScreen(screen: ReactElement, opts: RenderScreenOptions = {}) {
  const shell = (content: ReactElement) => (
    <MantineProvider env="test">
      {opts.notifications && <Notifications />}
      {content}
    </MantineProvider>
  );
  if (opts.routes) {
    const at = opts.at ?? '/screen';
    const router = createMemoryRouter([{ path: at, element: screen }, ...opts.routes], {
      initialEntries: [at],
    });
    return { router, ...render(shell(<RouterProvider router={router} />)) };
  }
  const inRouter = (content: ReactElement) =>
    shell(<MemoryRouter initialEntries={[opts.at ?? '/']}>{content}</MemoryRouter>);
  const view = render(inRouter(screen));
  return {
    router: undefined,
    ...view,
    rerender: (next: ReactElement) => view.rerender(inRouter(next)),
  };
}

/**
 * A data router the test built itself (several routes, or a start address with a query), shown
 * inside the same Mantine as renderScreen's screens; `router.navigate` moves it.
 */
export function renderRouter(
  router: DataRouter,
  opts: Pick<RenderScreenOptions, 'notifications'> = {},
) {
  return render(
    <MantineProvider env="test">
      {opts.notifications && <Notifications />}
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
