// Frame of the sign-in and sign-up pages: a brand side panel with the tagline (desktop), the
// form card, the language switch and the copyright footer. Phones get the tagline under the
// card instead of the side panel.
import type { ReactNode } from 'react';
import { Blockquote, Box, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppBrand } from '../../components/app-brand.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useAuthDelay } from './use-auth-delay.ts';

function SidePanel() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      visibleFrom="md"
      w="42%"
      p="xl"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-orange-6), var(--mantine-color-red-8))',
      }}
    >
      <Stack h="100%" justify="space-between">
        <AppBrand inverted />
        <Stack gap="lg">
          <Blockquote
            color="white"
            cite={`— ${t('auth.panel.taglineSource')}`}
            styles={{
              root: { background: 'rgba(255,255,255,0.12)', color: 'white' },
              cite: { color: 'rgba(255,255,255,0.85)' },
            }}
          >
            <Text fz="xl" fw={600} lh={1.4}>
              {t('auth.panel.tagline')}
            </Text>
          </Blockquote>
          <Text c="white" opacity={0.9}>
            {t('auth.panel.points')}
          </Text>
        </Stack>
        <Box />
      </Stack>
    </Box>
  );
}

export type AuthLayoutProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
};

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const ready = useAuthDelay();
  useDocumentTitle(title);
  if (!ready) return <FullPageLoader />;
  return (
    <Flex mih="100dvh">
      <SidePanel />
      <Stack gap={0} mih="100dvh" flex={1} bg="gray.0">
        <Group justify="space-between" p="md" wrap="nowrap">
          <Box hiddenFrom="md">
            <AppBrand />
          </Box>
          <Box ml="auto">
            <LanguageSelect />
          </Box>
        </Group>
        <Box component="main" flex={1} px="md" py="lg">
          <Stack maw={420} mx="auto" gap="lg">
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Stack gap={4} mb="lg">
                <Title order={1} fz={26}>
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              </Stack>
              {children}
            </Paper>
            <Text hiddenFrom="md" ta="center" fw={500} c="orange.9" size="sm">
              {t('auth.panel.tagline')}
            </Text>
          </Stack>
        </Box>
        <Box component="footer" p="md">
          <Text ta="center" size="xs" c="dimmed">
            {t('auth.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Box>
      </Stack>
    </Flex>
  );
}
