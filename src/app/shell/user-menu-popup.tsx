// The header's user menu itself, loaded on its first open (user-menu.tsx).
import { Menu } from '@mantine/core';
import { IconCheck, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, changeLanguage } from '../../i18n.ts';
import type { UserMenuProps } from './user-menu.tsx';
import { userMenuButton } from './user-menu.tsx';

export default function UserMenuPopup({
  initials,
  onLogout,
  withLanguage = false,
  opened,
  onChange,
}: UserMenuProps & { opened: boolean; onChange: (opened: boolean) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
    >
      <Menu.Target>{userMenuButton(t('shell.userMenu'), initials)}</Menu.Target>
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
