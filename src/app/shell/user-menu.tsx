import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { IconCheck, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, changeLanguage } from '../../i18n.ts';

export type UserMenuProps = {
  /** Initials shown on the button; empty shows a generic icon. */
  initials: string;
  onLogout: () => void;
  /** Also offer the languages (phones, where the header has no room for the select). */
  withLanguage?: boolean;
};

/** The header's user menu (the specification's screens): My Profile and Logout, and on phones the language. */
export function UserMenu({ initials, onLogout, withLanguage = false }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size={44} radius="xl" aria-label={t('shell.userMenu')}>
          <Avatar size={36} radius="xl" color="orange">
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
        {withLanguage && (
          <>
            <Menu.Label>{t('app.language')}</Menu.Label>
            {LANGUAGES.map((lng) => (
              <Menu.Item
                key={lng}
                lang={lng}
                aria-current={i18n.language === lng ? 'true' : undefined}
                leftSection={
                  i18n.language === lng ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <span style={{ width: 16 }} />
                  )
                }
                onClick={() => void changeLanguage(lng)}
              >
                {t(`app.languages.${lng}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onLogout}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
