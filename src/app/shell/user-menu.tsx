import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export type UserMenuProps = {
  /** Initials shown on the button; empty shows a generic icon. */
  initials: string;
  onLogout: () => void;
};

/** The header's user menu (spec §2): My Profile and Logout. */
export function UserMenu({ initials, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size={38} radius="xl" aria-label={t('shell.userMenu')}>
          <Avatar size={34} radius="xl" color="orange">
            {initials || <IconUserCircle size={22} aria-hidden />}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/dashboard/profile"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('shell.myProfile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onLogout}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
