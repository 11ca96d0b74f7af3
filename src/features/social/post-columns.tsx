// The feed table's columns (the specification's screens "Social Media Feed": a table of posts with a per-row share
// menu). On a phone each post is a card: picture, title, the share menu in its corner.
import { Anchor, Text } from '@mantine/core';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import type { PostRecord } from '../../db/types.ts';
import { cutDescription } from '../../domain/social-media.ts';
import { PostImage } from './post-image.tsx';
import { ShareCounts } from './share-counts.tsx';
import type { ShareMenuProps } from './share-menu.tsx';
import { ShareMenu } from './share-menu.tsx';

export type PostColumnsOptions = {
  /** Some post on the page carries share counts (I wrote it): show the Shares column. */
  withShares: boolean;
  formatDate: (iso: string) => string;
  menu: (post: PostRecord) => Omit<ShareMenuProps, 'post'>;
};

export function postColumns(opts: PostColumnsOptions): DataTableColumn<PostRecord>[] {
  const columns: DataTableColumn<PostRecord>[] = [
    { id: 'sn', titleKey: 'social.columns.sn', card: 'hidden', accessor: (_, n) => n },
    {
      id: 'image',
      titleKey: 'social.columns.image',
      card: 'media',
      render: (p) => (p.imageUrl ? <PostImage imageUrl={p.imageUrl} title={p.title} /> : null),
    },
    { id: 'title', titleKey: 'social.columns.title', card: 'title', accessor: (p) => p.title },
    {
      id: 'description',
      titleKey: 'social.columns.description',
      render: (p) =>
        p.description ? (
          <Text size="sm" title={p.description} style={{ overflowWrap: 'anywhere' }}>
            {cutDescription(p.description)}
          </Text>
        ) : null,
    },
    {
      id: 'link',
      titleKey: 'social.columns.link',
      render: (p) =>
        p.link ? (
          <Anchor
            href={p.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {p.link}
          </Anchor>
        ) : null,
    },
    {
      id: 'createdAt',
      titleKey: 'social.columns.createdAt',
      noWrap: true,
      accessor: (p) => (p.createdAt ? opts.formatDate(p.createdAt) : ''),
    },
  ];
  if (opts.withShares)
    columns.push({
      id: 'shares',
      titleKey: 'social.columns.shares',
      render: (p) => (p.shares ? <ShareCounts shares={p.shares} /> : null),
    });
  columns.push({
    id: 'action',
    titleKey: 'social.columns.action',
    align: 'center',
    card: 'actions',
    sticky: 'end',
    render: (p) => <ShareMenu post={p} {...opts.menu(p)} />,
  });
  return columns;
}
