// SLOT for the sync status badge (DESIGN.md §6, "Sync Center … and a header badge").
// The sync-center feature provides <SyncBadge/>; render it here when it lands. Until then the
// slot renders nothing, so the header layout already leaves room for it.
export function HeaderStatusSlot() {
  return null;
}
