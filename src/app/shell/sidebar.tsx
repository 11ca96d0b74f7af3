// The dashboard sidebar (spec §2): main links, the "Voter Management" > "Reports" groups with
// the 26 report links, and Logout. Labels and paths come from the navigation definitions.
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconChartBar, IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SCREEN_ROUTES } from '../../domain/navigation.ts';
import type { ScreenRoute } from '../../domain/navigation.ts';
import { mayImportRolls } from '../../domain/roll-access.ts';
import { getSessionUser } from '../../sync/session.ts';
import { PAGE_ICONS } from './page-icons.ts';

const MAIN_LINKS = SCREEN_ROUTES.filter((r) => r.kind === 'page' && r.inSidebar);
/** Links for people who hold a place (or the admin): accounts are created inside one. */
const NEEDS_SCOPE = new Set<ScreenRoute['id']>(['users']);
/** Links for those who may import the roll: the admin and coordinators, not booth workers. */
const NEEDS_IMPORT = new Set<ScreenRoute['id']>(['rollImport']);
const REPORT_LINKS = SCREEN_ROUTES.filter((r) => r.kind === 'report' && r.inSidebar);
/** The voter group sits right after this link. */
const GROUP_AFTER = 'voterList';

export type SidebarProps = {
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onLogout: () => void;
};

export function Sidebar({ onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inReports = REPORT_LINKS.some((r) => r.href === pathname);
  const user = getSessionUser();
  const holdsPlace = user?.role === 'admin' || (user?.scope ?? null) !== null;
  const mayImport = mayImportRolls(user);

  const link = (route: ScreenRoute, withIcon: boolean) => {
    const Icon = PAGE_ICONS[route.id];
    return (
      <NavLink
        key={route.id}
        component={Link}
        to={route.href}
        label={t(route.titleKey)}
        active={route.href === pathname}
        aria-current={route.href === pathname ? 'page' : undefined}
        leftSection={withIcon && Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined}
        onClick={onNavigate}
      />
    );
  };

  const voterGroup = (
    <NavLink
      key="voter-management"
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

  return (
    <ScrollArea type="auto" h="100%" scrollbarSize={6}>
      <Stack gap={2} p="xs">
        {MAIN_LINKS.filter(
          (r) => (holdsPlace || !NEEDS_SCOPE.has(r.id)) && (mayImport || !NEEDS_IMPORT.has(r.id)),
        ).flatMap((r) => (r.id === GROUP_AFTER ? [link(r, true), voterGroup] : link(r, true)))}
        <NavLink
          component="button"
          type="button"
          label={t('shell.logout')}
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
          onClick={onLogout}
        />
      </Stack>
    </ScrollArea>
  );
}
