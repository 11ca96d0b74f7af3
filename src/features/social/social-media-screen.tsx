// Social Media Feed (/dashboard/social-media, the specification's screens): the posts that reach my area, with a
// search, "Show Results" and paging, a share menu per row, the cached copy with a yellow
// notice when the server cannot be reached, and for coordinators a form to post.
import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeldScope } from '../../sync/use-held-scope.ts';
import { useListControls, useOpenRowMenu } from '../../components/data-table/index.ts';
import { ConfirmDialog, ListScreen } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import type { PostRecord } from '../../db/types.ts';
import { dateFormats } from '../../domain/date-format.ts';
import { PostForm } from './post-form.tsx';
import { postColumns } from './post-columns.tsx';
import { deletePost } from './social-api.ts';
import { useShare } from './use-share.ts';
import { useSocialFeed } from './use-social-feed.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

const postKey = (p: PostRecord) => p.id;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; post: PostRecord };

export function SocialMediaScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const userId = useSessionUserId();
  const held = useHeldScope();
  const feed = useSocialFeed(userId);
  const share = useShare();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<PostRecord | null>(null);
  const controls = useListControls();
  const { search, setSearch, pageSize, page } = controls;
  const { menuProps } = useOpenRowMenu();

  const posts = feed.kind === 'ready' ? feed.posts : undefined;
  const matching = useMemo(() => {
    const q = search.trim().toLocaleLowerCase(lang);
    if (!posts || !q) return posts;
    return posts.filter((p) =>
      [p.title, p.description, p.link].some((s) => s.toLocaleLowerCase(lang).includes(q)),
    );
  }, [posts, search, lang]);
  const rows = useMemo(
    () => matching?.slice((page - 1) * pageSize, page * pageSize),
    [matching, page, pageSize],
  );

  const columns = useMemo(() => {
    const dates = dateFormats(lang);
    return postColumns({
      withShares: (posts ?? []).some((p) => p.shares),
      formatDate: dates.dateTime,
      menu: (post) => ({
        ...menuProps(post.id),
        onShare: share,
        onEdit: (p) => setMode({ kind: 'edit', post: p }),
        onDelete: setToDelete,
      }),
    });
  }, [lang, posts, menuProps, share]);

  if (mode.kind !== 'list' && userId)
    return (
      <PostForm
        userId={userId}
        post={mode.kind === 'edit' ? mode.post : undefined}
        onDone={(changed) => {
          setMode({ kind: 'list' });
          if (changed) feed.reload();
        }}
      />
    );

  const remove = async (post: PostRecord) => {
    try {
      const result = await deletePost(post.id);
      toast.success(
        result.status === 'sent' ? t('social.saved.deleted') : t('social.saved.queued'),
      );
      feed.reload();
    } catch (err) {
      console.error('Post delete failed', err);
      toast.error(t('social.failed', { reason: t('errors.unknown') }));
    }
  };

  return (
    <Stack gap="md">
      {feed.kind === 'ready' && feed.cached && (
        <Alert color="yellow" variant="light" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('social.cachedNotice')}</Text>
            <Button variant="default" size="sm" onClick={feed.reload}>
              {t('social.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <ListScreen
        title={t('nav.pages.socialMedia')}
        subtitle={t('social.subtitle')}
        addLabel={held === null ? undefined : t('social.add')}
        onAdd={held === null ? undefined : () => setMode({ kind: 'create' })}
        search={{ value: search, onChange: setSearch, placeholder: t('social.search') }}
        showResultLabel={t('social.showResults')}
        paging={controls}
        total={matching?.length ?? 0}
        columns={columns}
        rows={rows}
        rowKey={postKey}
        emptyMessage={t('social.empty')}
        minWidth={900}
        placeholder={
          feed.kind === 'loading' ? (
            <Center py="xl" px="sm">
              <LoadingMark label={t('social.loading')} showLabel />
            </Center>
          ) : undefined
        }
      />
      <ConfirmDialog
        message={toDelete ? t('social.confirmDelete', { title: toDelete.title }) : null}
        confirmLabel={t('social.actions.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
