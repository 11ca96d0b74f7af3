// The dashboard sidebar (the specification's screens, issue 22): the menu `menuFor` gives the signed-in person —
// a booth worker's field links with the rest under a collapsed "More", everyone else's full
// list — then Logout. Labels, paths and icons come from the navigation definitions.
import { useState } from 'react';
import { Box, NavLink, Stack } from '@mantine/core';
import { IconChartBar, IconDots, IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menuFor, menuPersonOf } from '../../domain/menu.ts';
import type { MenuItemId } from '../../domain/menu.ts';
import { SCREEN_ROUTES } from '../../domain/navigation.ts';
import type { PageTitleKey, ScreenRoute } from '../../domain/navigation.ts';
import type enNav from '../../locales/en/nav.json';
import { getSessionUser } from '../../sync/session.ts';
import { PAGE_ICONS } from './page-icons.ts';

const REPORT_LINKS = SCREEN_ROUTES.filter((r) => r.kind === 'report' && r.inSidebar);
const pageRoute = (id: MenuItemId) => SCREEN_ROUTES.find((r) => r.kind === 'page' && r.id === id);
/** A booth worker's field menu calls their booth team "My team". */
type FieldLabelKey = `nav.field.${keyof (typeof enNav)['nav']['field']}`;
const FIELD_LABELS: Partial<Record<MenuItemId, FieldLabelKey>> = {
  boothTeam: 'nav.field.myTeam',
};

function inMore(more: MenuItemId[] | null, pathname: string, inReports: boolean): boolean {
  if (!more) return false;
  if (inReports && more.includes('voterReports')) return true;
  return more.some((id) => pageRoute(id)?.href === pathname);
}

export type SidebarProps = {
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onLogout: () => void;
};

export function Sidebar({ onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const person = menuPersonOf(getSessionUser());
  const menu = menuFor(person);
  const inReports = REPORT_LINKS.some((r) => r.href === pathname);
  // "More" starts closed, unless the page shown is one of its links.
  const [moreOpened, setMoreOpened] = useState(() => inMore(menu.more, pathname, inReports));
  const fieldLabel = (id: MenuItemId) => (person === 'boothWorker' ? FIELD_LABELS[id] : undefined);

  const link = (
    route: ScreenRoute,
    withIcon: boolean,
    labelKey: PageTitleKey | FieldLabelKey = route.titleKey,
  ) => {
    const Icon = PAGE_ICONS[route.id];
    return (
      <NavLink
        key={route.id}
        component={Link}
        to={route.href}
        label={t(labelKey)}
        active={route.href === pathname}
        aria-current={route.href === pathname ? 'page' : undefined}
        leftSection={withIcon && Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined}
        onClick={onNavigate}
      />
    );
  };

  const voterGroup = (
    <NavLink
      key="voterReports"
      component="button"
      type="button"
      label={t('shell.voterManagement')}
      leftSection={<IconUsersGroup size={18} stroke={1.6} aria-hidden />}
      defaultOpened={inReports}
      childrenOffset="sm"
    >
      <NavLink
        component="button"
        type="button"
        label={t('shell.reports')}
        leftSection={<IconChartBar size={18} stroke={1.6} aria-hidden />}
        defaultOpened
        childrenOffset="lg"
      >
        {REPORT_LINKS.map((r) => link(r, false))}
      </NavLink>
    </NavLink>
  );

  const item = (id: MenuItemId) => {
    if (id === 'voterReports') return voterGroup;
    const route = pageRoute(id);
    return route ? link(route, true, fieldLabel(id)) : null;
  };

  const more = menu.more;

  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring the floating-ui library
    // (12 KB compressed) into every first load for a custom scrollbar.
    <Box
      h="100%"
      style={{ overflowY: 'auto', overscrollBehavior: 'contain', scrollbarWidth: 'thin' }}
    >
      <Stack gap={2} p="xs">
        {menu.main.map(item)}
        {more && (
          <NavLink
            key="more"
            component="button"
            type="button"
            label={t('shell.more')}
            leftSection={<IconDots size={18} stroke={1.6} aria-hidden />}
            opened={moreOpened}
            onChange={setMoreOpened}
            aria-expanded={moreOpened}
            childrenOffset="sm"
          >
            {more.map(item)}
          </NavLink>
        )}
        <NavLink
          component="button"
          type="button"
          label={t('shell.logout')}
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
          onClick={onLogout}
        />
      </Stack>
    </Box>
  );
}
