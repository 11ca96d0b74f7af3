// Shares per platform, shown to the post's author (the server sends counts to nobody else).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../db/types.ts';
import { SHARE_PLATFORMS } from '../../domain/social-media.ts';

export function ShareCounts({ shares }: { shares: PostRecord['shares'] }) {
  const { t } = useTranslation();
  if (!shares) return null;
  const parts = SHARE_PLATFORMS.map((p) => `${t(`social.counts.${p}`)} ${shares[p] ?? 0}`);
  return (
    <Text size="sm" component="span">
      {parts.join(' · ')}
    </Text>
  );
}
