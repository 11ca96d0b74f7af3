// The row action menu of the specification's screens: opens for one row at a time, toggles on
// its button, closes on a click outside it and after an action. The open row is the parent's
// state (useOpenRowMenu), so opening one row's menu closes any other. The menu's code loads on
// the first open (load-on-first-open.tsx).
import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { lazy, useCallback, useState } from 'react';
import { LoadOnFirstOpen } from '../load-on-first-open.tsx';

const RowActionMenuPopup = lazy(() => import('./row-action-menu-popup.tsx'));

export type RowAction = {
  id: string;
  /** Already translated. */
  label: string;
  icon?: ReactNode;
  /** Mantine colour with a readable shade, e.g. 'red.9' for Delete (shade 6 is 3.3:1 on white). */
  color?: string;
  onSelect: () => void;
};

export type RowActionMenuProps = {
  actions: readonly RowAction[];
  /** Accessible name of the menu button, e.g. "Actions for Asha Verma". */
  label: string;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
};

/**
 * The "⋮" button of a row: alone until the menu's code is in (with `onClick` opening it), then
 * as the menu's target, which Mantine gives its popup attributes.
 */
export const rowMenuButton = (label: string, onClick?: () => void) => (
  <ActionIcon
    variant="subtle"
    color="gray"
    aria-label={label}
    {...(onClick && { onClick, 'aria-haspopup': 'menu' as const })}
  >
    <IconDotsVertical size={18} aria-hidden />
  </ActionIcon>
);

export function RowActionMenu(props: RowActionMenuProps) {
  const { label, opened, onOpenedChange } = props;
  return (
    <LoadOnFirstOpen opened={opened} button={rowMenuButton(label, () => onOpenedChange(!opened))}>
      <RowActionMenuPopup {...props} />
    </LoadOnFirstOpen>
  );
}

/** Which row's menu is open (at most one), with a setter per row for RowActionMenu. */
export function useOpenRowMenu() {
  const [openId, setOpenId] = useState<string | null>(null);
  const menuProps = useCallback(
    (rowId: string) => ({
      opened: openId === rowId,
      onOpenedChange: (opened: boolean) =>
        setOpenId((current) => (opened ? rowId : current === rowId ? null : current)),
    }),
    [openId],
  );
  return { openId, menuProps, closeAll: () => setOpenId(null) };
}
