// Sharing a post: the share is counted first (never waited for: a popup opened after a slow
// request would be blocked, as the tap that allowed it is over), then the platform opens.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { PostRecord } from '../../db/types.ts';
import type { SharePlatform } from '../../domain/social-media.ts';
import { trackShare } from './social-api.ts';
import type { WindowPlatform } from './share-targets.ts';
import { clipboardText, shareLink, shareText, shareUrl } from './share-targets.ts';

/** True where the browser has a system share sheet (the Web Share API). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function useShare(): (post: PostRecord, platform: SharePlatform) => void {
  const { t } = useTranslation();
  return useCallback(
    (post, platform) => {
      trackShare(post.id, platform);
      const origin = window.location.origin;
      switch (platform) {
        case 'instagram':
          navigator.clipboard.writeText(clipboardText(post)).then(
            () => toast.success(t('social.share.copied')),
            (err: unknown) => {
              console.error('Copy for Instagram failed', err);
              toast.error(t('social.share.copyFailed'));
            },
          );
          return;
        case 'native':
          navigator
            .share({ title: post.title, text: shareText(post), url: shareLink(post, origin) })
            // Closing the share sheet rejects too; nothing to tell the user then.
            .catch((err: unknown) => console.info('Share sheet closed', err));
          return;
        default:
          window.open(
            shareUrl(platform satisfies WindowPlatform, post, origin),
            '_blank',
            'noopener',
          );
      }
    },
    [t],
  );
}
