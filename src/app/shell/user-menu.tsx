// The header's user menu (the specification's screens): My Profile and Logout, and on phones the
// language. Its code loads on the first open (components/load-on-first-open.tsx).
import { ActionIcon, Avatar } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOnFirstOpen } from '../../components/load-on-first-open.tsx';

const UserMenuPopup = lazy(() => import('./user-menu-popup.tsx'));

export type UserMenuProps = {
  /** Initials shown on the button; empty shows a generic icon. */
  initials: string;
  onLogout: () => void;
  /** Also offer the languages (phones, where the header has no room for the select). */
  withLanguage?: boolean;
};

/**
 * The avatar button: alone until the menu's code is in (with `onClick` opening it), then as the
 * menu's target.
 */
export const userMenuButton = (label: string, initials: string, onClick?: () => void) => (
  <ActionIcon
    variant="subtle"
    size={44}
    radius="xl"
    aria-label={label}
    {...(onClick && { onClick, 'aria-haspopup': 'menu' as const })}
  >
    <Avatar size={36} radius="xl" color="orange">
      {initials || <IconUserCircle size={22} aria-hidden />}
    </Avatar>
  </ActionIcon>
);

export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const button = userMenuButton(t('shell.userMenu'), props.initials, () => setOpened((o) => !o));
  return (
    <LoadOnFirstOpen opened={opened} button={button}>
      <UserMenuPopup {...props} opened={opened} onChange={setOpened} />
    </LoadOnFirstOpen>
  );
}
