// The Sync Center's public face for the app shell (DESIGN.md §6).
export { SyncBadge, SYNC_CENTER_PATH } from './sync-badge.tsx';
export { SyncCenterScreen } from './sync-center-screen.tsx';
export { ReloadRequiredBanner, useReloadRequired } from './reload-required.tsx';
export { confirmLogout, logoutWarning, useConfirmLogout } from './confirm-logout.ts';
export { useUnsyncedSummary, useOutboxCounts } from './use-outbox.ts';
