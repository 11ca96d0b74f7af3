// The row action menu of the specification's screens: opens for one row at a time, toggles on its button, closes
// on a click outside it and after an action. The open row is the parent's state
// (useOpenRowMenu), so opening one row's menu closes any other.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';

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

export function RowActionMenu({ actions, label, opened, onOpenedChange }: RowActionMenuProps) {
  return (
    <Menu opened={opened} onChange={onOpenedChange} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a.id} leftSection={a.icon} color={a.color} onClick={a.onSelect}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
