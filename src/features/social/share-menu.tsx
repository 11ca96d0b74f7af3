// A post's share menu (spec: opens and closes per row, closes on a click outside): the
// platforms, the system share sheet where the browser has one, and for whoever may change the
// post, Edit and Delete. One row's menu open at a time (useOpenRowMenu in the screen).
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTwitter,
  IconBrandWhatsapp,
  IconEdit,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../db/types.ts';
import type { SharePlatform } from '../../domain/social-media.ts';
import { canShareNatively } from './use-share.ts';

const PLATFORM_ICONS = {
  whatsapp: <IconBrandWhatsapp size={18} aria-hidden />,
  facebook: <IconBrandFacebook size={18} aria-hidden />,
  twitter: <IconBrandTwitter size={18} aria-hidden />,
  instagram: <IconBrandInstagram size={18} aria-hidden />,
  native: <IconShare size={18} aria-hidden />,
} as const satisfies Record<SharePlatform, ReactNode>;

export type ShareMenuProps = {
  post: PostRecord;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onShare: (post: PostRecord, platform: SharePlatform) => void;
  onEdit: (post: PostRecord) => void;
  onDelete: (post: PostRecord) => void;
};

export function ShareMenu(props: ShareMenuProps) {
  const { post, opened, onOpenedChange, onShare, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const platforms: SharePlatform[] = ['whatsapp', 'facebook', 'twitter', 'instagram'];
  if (canShareNatively()) platforms.push('native');
  return (
    <Menu opened={opened} onChange={onOpenedChange} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('social.share.menu', { title: post.title })}
        >
          <IconShare size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {platforms.map((p) => (
          <Menu.Item key={p} leftSection={PLATFORM_ICONS[p]} onClick={() => onShare(post, p)}>
            {t(`social.share.${p}`)}
          </Menu.Item>
        ))}
        {post.canEdit && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => onEdit(post)}
            >
              {t('social.actions.edit')}
            </Menu.Item>
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => onDelete(post)}
            >
              {t('social.actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
