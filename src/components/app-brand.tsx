import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type AppBrandProps = {
  /** White on a coloured background; default false. */
  inverted?: boolean;
};

/** The app's logo mark and name. */
export function AppBrand({ inverted = false }: AppBrandProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant={inverted ? 'white' : 'filled'}>
        <IconBuildingCommunity size={22} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg" c={inverted ? 'white' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
