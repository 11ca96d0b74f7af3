import { Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findScreenRoute } from '../../domain/navigation.ts';
import { getSessionUser } from '../../sync/session.ts';
import { AppBrand } from '../../components/app-brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { SIDEBAR_WIDTH } from './shell-size.ts';
import { HeaderStatusSlot } from './header-status-slot.tsx';
import { UserMenu } from './user-menu.tsx';

export type AppHeaderProps = {
  navOpened: boolean;
  /** The burger shows below 1024 px only; above it the sidebar is always open. */
  showBurger: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
};

export function AppHeader({ navOpened, showBurger, onToggleNav, onLogout }: AppHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findScreenRoute(pathname);
  // An address with no screen (a mistyped or old link) shows the error page under this name.
  const pageName = route ? t(route.titleKey) : t('errors.notFound');
  useDocumentTitle(pageName);
  // Phones: the sync state stays in words (stacked, small) and the language choice moves into
  // the user menu, so the page name keeps its room at 360 px.
  const compact =
    useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false }) ?? false;
  const user = getSessionUser();
  const firstName = user?.firstName?.trim() ?? '';
  const initials = [user?.firstName, user?.lastName]
    .map((n) => n?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();

  return (
    <Group h="100%" px={compact ? 'xs' : 'md'} gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {showBurger ? (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            size="sm"
            aria-label={t('shell.toggleNav')}
            aria-expanded={navOpened}
          />
        ) : (
          // Sits above the sidebar: its width minus the header's own left padding.
          <Box w={SIDEBAR_WIDTH - 16} style={{ flexShrink: 0 }}>
            <AppBrand />
          </Box>
        )}
        <Stack gap={0} miw={0}>
          <Text fw={700} size={compact ? 'md' : 'lg'} truncate="end" lh={1.2}>
            {pageName}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {firstName ? t('shell.hello', { name: firstName }) : t('shell.helloAnonymous')}
          </Text>
        </Stack>
      </Group>
      <Group gap={compact ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
        <HeaderStatusSlot compact={compact} />
        {!compact && <LanguageSelect size="xs" />}
        <UserMenu initials={initials} onLogout={onLogout} withLanguage={compact} />
      </Group>
    </Group>
  );
}
