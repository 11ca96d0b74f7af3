// A campaign's picture, or the fallback when it has none or it cannot be loaded (offline).
import { Image } from '@mantine/core';
import type { ImageProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { FALLBACK_IMAGE } from './campaign-look.ts';

export function CampaignImage({ src, ...rest }: { src: string } & Omit<ImageProps, 'src'>) {
  const { t } = useTranslation();
  const url = useFileUrl(src || undefined);
  return (
    <Image
      src={url || FALLBACK_IMAGE}
      fallbackSrc={FALLBACK_IMAGE}
      alt={t('campaigns.fallbackAlt')}
      fit="cover"
      {...rest}
    />
  );
}
