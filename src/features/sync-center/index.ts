// The Sync Center's public face for the app shell (the sync protocol, src/domain/sync-protocol.ts): the light pieces the shell
// needs on every screen. The screen itself is loaded on demand from ./sync-center-screen.tsx,
// so the first screen does not download it.
export { SyncBadge, SYNC_CENTER_PATH } from './sync-badge.tsx';
export { ReloadRequiredBanner, useReloadRequired } from './reload-required.tsx';
export { confirmLogout, logoutWarning, useConfirmLogout } from './confirm-logout.ts';
export { useUnsyncedSummary, useOutboxCounts } from './use-outbox.ts';
