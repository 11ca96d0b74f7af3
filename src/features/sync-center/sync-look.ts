// What the sync state looks like in words: one description for the header badge, so a phone
// says "Offline · 3 unsent" instead of an icon that looks the same with and without changes.
import type { SyncPhase } from '../../sync/engine.ts';
import type { SyncT } from './use-sync-t.ts';

export type SyncTone = 'failed' | 'offline' | 'signIn' | 'pending' | 'syncing' | 'synced';

export type SyncState = { online: boolean; phase: SyncPhase; pending: number; failed: number };

export type SyncLook = {
  tone: SyncTone;
  /** Mantine colour (contrast-checked shades, see app/theme.ts). */
  color: string;
  /** One or two short lines; a phone stacks them, a desktop joins them. */
  lines: string[];
};

/**
 * Offline as every part of the app says it: the browser has no network, or the last try could
 * not reach the server (a reload without network can leave the browser saying online).
 */
export const looksOffline = (online: boolean, phase: SyncPhase): boolean =>
  !online || phase === 'offline';

export function syncTone({ online, phase, pending, failed }: SyncState): SyncTone {
  if (failed > 0) return 'failed';
  if (looksOffline(online, phase)) return 'offline';
  if (phase === 'authPaused') return 'signIn';
  if (pending > 0) return 'pending';
  if (phase === 'syncing') return 'syncing';
  return 'synced';
}

const COLORS = {
  failed: 'red',
  offline: 'gray',
  signIn: 'orange',
  pending: 'yellow',
  syncing: 'yellow',
  synced: 'green',
} as const satisfies Record<SyncTone, string>;

export function syncLook(state: SyncState, t: SyncT): SyncLook {
  const tone = syncTone(state);
  const unsent = state.pending > 0 ? [t('sync.badge.pending', { count: state.pending })] : [];
  const lines = ((): string[] => {
    switch (tone) {
      case 'failed':
        return [t('sync.badge.failed', { count: state.failed }), ...unsent];
      case 'offline':
        return [t('sync.badge.offline'), ...unsent];
      case 'signIn':
        return [t('sync.badge.signIn'), ...unsent];
      case 'pending':
        return unsent;
      case 'syncing':
        return [t('sync.badge.syncing')];
      case 'synced':
        return [t('sync.badge.synced')];
    }
  })();
  return { tone, color: COLORS[tone], lines };
}
